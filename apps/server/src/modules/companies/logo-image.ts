import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { LOGO_MAX_SIDE } from '@debut/contract/companies';
import { AppError } from '../../platform/errors.ts';

// A logo is whatever people upload, so it is decoded as hostile input (issue 31): its type is read
// from its first bytes, never from the header; the decoder refuses more pixels than a logo needs
// before it allocates them (a 20,000 × 20,000 px PNG is a few kilobytes compressed and 1.6 GB
// decoded); a truncated or corrupt file fails instead of being half drawn; a stuck decode is cut off.
// What is stored is our own encoding: square, at most 512 px, WebP, sRGB, no metadata (EXIF, GPS).

/** Decoded pixels refused beyond this: 6,000 × 6,000, far more than any logo needs. */
export const LOGO_MAX_INPUT_PIXELS = 36_000_000;
const DECODE_TIMEOUT_SECONDS = 10;

type LogoFormat = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the content is, by its signature; null for anything else (GIF, SVG, text, …). */
export function sniffLogoFormat(bytes: Uint8Array): LogoFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const unsupported = (why: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', why);
const unreadable = (code: string, message: string) =>
  new AppError(400, 'VALIDATION', message, [{ path: 'body', code, message }]);

/** Why sharp refused an image, in the words the caller gets. */
function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return unreadable(
      'image_too_many_pixels',
      `The image has too many pixels: at most ${LOGO_MAX_INPUT_PIXELS.toLocaleString('en')}`,
    );
  }
  if (/timeout/i.test(message)) return unreadable('image_too_slow', 'The image took too long to read');
  return unreadable('image_unreadable', 'The image is damaged or truncated and cannot be read');
}

/** The stored logo: its WebP bytes and the content hash they are stored and served under. */
export interface EncodedLogo {
  hash: string;
  data: Buffer;
}

export async function encodeLogo(input: Uint8Array): Promise<EncodedLogo> {
  const format = sniffLogoFormat(input);
  if (!format) throw unsupported('The logo must be a PNG, JPEG or WebP image');
  // `failOn: 'truncated'` refuses a file cut short; `limitInputPixels` is checked from the header,
  // before any pixel is decoded; `animated: true` lets the header say how many frames there are.
  const options = { failOn: 'truncated', limitInputPixels: LOGO_MAX_INPUT_PIXELS } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, animated: true }).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if (metadata.format !== format) throw unsupported('The image’s content is not what its signature says');
  if ((metadata.pages ?? 1) > 1) throw unsupported('The logo must be a still image, not an animation');
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable('image_unreadable', 'The image has no size');
  const side = Math.min(LOGO_MAX_SIDE, Math.max(width, height));
  try {
    const data = await sharp(input, options)
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .autoOrient()
      // CMYK and other colour spaces are drawn as sRGB, what every browser shows.
      .toColourspace('srgb')
      .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      // No withMetadata(): the output carries none of the input's EXIF, XMP or ICC data.
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
    return { hash: createHash('sha256').update(data).digest('hex'), data };
  } catch (error) {
    throw decodeFailure(error);
  }
}
