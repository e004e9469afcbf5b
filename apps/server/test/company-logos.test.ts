import { once } from 'node:events';
import { createDeflate, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { ZCompanyResponse, type TCompany } from '@debut/contract/companies';
import { companyLogos } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, nextAddress, type TestUser } from './support/factories.ts';

const app = useTestApp();

const square = (width: number, height: number, colour = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

async function companyOf(owner: TestUser, name = 'Logo Works'): Promise<TCompany> {
  const response = await app().request({
    method: 'POST',
    url: '/api/companies',
    payload: { name },
    token: owner.token,
    remoteAddress: nextAddress(),
  });
  return ZCompanyResponse.parse(response.json()).company;
}

const upload = (who: TestUser, companyId: string, body: Buffer, type: string) =>
  app().request({
    method: 'PUT',
    url: `/api/companies/${companyId}/logo`,
    payload: body,
    headers: { 'content-type': type },
    token: who.token,
    remoteAddress: nextAddress(),
  });

/** What a stored logo's address serves, through the public route. */
async function fetchLogo(logoUrl: string) {
  const response = await app().request({ method: 'GET', url: new URL(logoUrl).pathname });
  return { response, body: response.rawPayload };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid grey PNG of `side` × `side` pixels, all black: 400 million pixels compress to a few hundred
 * kilobytes, the classic decompression bomb.
 */
async function pngBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('PUT /companies/{id}/logo', () => {
  it('re-encodes PNG, JPEG and WebP into a square WebP of at most 512 px, served immutable by hash', async () => {
    const owner = await createUser(app());
    const company = await companyOf(owner);
    const inputs: [string, Buffer][] = [
      ['image/png', await square(800, 400).png().toBuffer()],
      ['image/jpeg', await square(300, 200, { r: 10, g: 120, b: 200 }).jpeg().toBuffer()],
      ['image/webp', await square(100, 160, { r: 0, g: 200, b: 0 }).webp().toBuffer()],
    ];
    for (const [type, body] of inputs) {
      const response = await upload(owner, company._id, body, type);
      expect(response.statusCode, response.body).toBe(200);
      const { logoUrl } = ZCompanyResponse.parse(response.json()).company;
      expect(logoUrl).toMatch(/\/company-logos\/[0-9a-f]{64}\.webp$/);
      const { response: served, body: bytes } = await fetchLogo(logoUrl ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(meta.height);
      expect(meta.width).toBe(Math.min(512, type === 'image/png' ? 800 : type === 'image/jpeg' ? 300 : 160));
    }
  });

  it('strips metadata and draws CMYK as sRGB', async () => {
    const owner = await createUser(app());
    const company = await companyOf(owner);
    const cmyk = await square(64, 64)
      .withExif({ IFD0: { Copyright: 'Secret location' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect(await sharp(cmyk).metadata()).toMatchObject({ space: 'cmyk', exif: expect.any(Buffer) });
    const response = await upload(owner, company._id, cmyk, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const { body } = await fetchLogo(response.json().company.logoUrl);
    const meta = await sharp(body).metadata();
    expect(meta.space).toBe('srgb');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('reads the type from the content: a PNG sent as JPEG is a PNG; a GIF sent as PNG is refused', async () => {
    const owner = await createUser(app());
    const company = await companyOf(owner);
    const png = await square(40, 40).png().toBuffer();
    expect((await upload(owner, company._id, png, 'image/jpeg')).statusCode).toBe(200);
    const gif = await square(40, 40).gif().toBuffer();
    const refused = await upload(owner, company._id, gif, 'image/png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await upload(
      owner,
      company._id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(text.statusCode).toBe(415);
    const wrongType = await upload(owner, company._id, png, 'image/svg+xml');
    expect(wrongType.statusCode).toBe(415);
  });

  it('refuses animations, truncated files, decompression bombs and bodies over 2 MB, never with a 5xx', async () => {
    const owner = await createUser(app());
    const company = await companyOf(owner);
    const frame = (r: number) => square(32, 32, { r, g: 0, b: 0 }).png().toBuffer();
    const animated = await sharp([await frame(10), await frame(250)], { join: { animated: true } })
      .webp({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const moving = await upload(owner, company._id, animated, 'image/webp');
    expect(moving.statusCode).toBe(415);

    const whole = await square(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const truncated = await upload(owner, company._id, whole.subarray(0, whole.length / 2), 'image/png');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().details[0].code).toBe('image_unreadable');

    const bomb = await pngBomb(20_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    const exploded = await upload(owner, company._id, bomb, 'image/png');
    expect(exploded.statusCode).toBe(400);
    expect(exploded.json().details[0].code).toBe('image_too_many_pixels');
    expect(Date.now() - started).toBeLessThan(5000);

    const huge = Buffer.concat([await frame(1), Buffer.alloc(3 * 1024 * 1024)]);
    const tooLarge = await upload(owner, company._id, huge, 'image/png');
    expect(tooLarge.statusCode).toBe(413);

    const after = await app().request({
      method: 'GET',
      url: `/api/companies/${company._id}`,
      token: owner.token,
    });
    expect(after.json().company.logoUrl).toBeNull();
  });

  it('lets only owners change the logo; removing it forgets the file no company shows', async () => {
    const owner = await createUser(app());
    const company = await companyOf(owner);
    const stranger = await createUser(app());
    const png = await square(50, 50, { r: 1, g: 2, b: 3 }).png().toBuffer();
    expect((await upload(stranger, company._id, png, 'image/png')).statusCode).toBe(403);
    const other = await companyOf(owner, 'Second Works');
    const first = await upload(owner, company._id, png, 'image/png');
    const second = await upload(owner, other._id, png, 'image/png');
    const logoUrl: string = first.json().company.logoUrl;
    expect(second.json().company.logoUrl).toBe(logoUrl);
    const removed = await app().request({
      method: 'DELETE',
      url: `/api/companies/${company._id}/logo`,
      token: owner.token,
    });
    expect(removed.json().company.logoUrl).toBeNull();
    // Still shown by the other company: still served.
    expect((await fetchLogo(logoUrl)).response.statusCode).toBe(200);
    await app().request({ method: 'DELETE', url: `/api/companies/${other._id}/logo`, token: owner.token });
    expect((await fetchLogo(logoUrl)).response.statusCode).toBe(404);
    const hash = /([0-9a-f]{64})\.webp$/.exec(logoUrl)?.[1] ?? '';
    const [left] = await app()
      .ctx.db.select({ n: count() })
      .from(companyLogos)
      .where(eq(companyLogos.hash, hash));
    expect(left?.n).toBe(0);
  });
});
