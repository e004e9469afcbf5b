import { z } from 'zod';
import type { TLanguage } from '@debut/contract/constants';
import { JOB_LIMITS } from '@debut/contract/jobs';
import type { TPlace } from '@debut/contract/places';
import { unstorableText } from '@debut/contract/primitives';

/** An outside address search (Photon or Nominatim) behind GEOCODER_URL. */
export interface Geocoder {
  search(query: string, lang: TLanguage, limit: number): Promise<TPlace[]>;
}

/**
 * A person typing waits no longer than this for addresses, the answer's body included; the gazetteer
 * answers anyway.
 */
export const GEOCODER_TIMEOUT_MS = 1500;
/** A page of addresses is a few KiB: an answer larger than this is not read on (issue 27). */
export const GEOCODER_MAX_BYTES = 256 * 1024;

// Photon speaks GeoJSON; its `lang` accepts only these (others answer 400).
const PHOTON_LANGUAGES: readonly string[] = ['en', 'de', 'fr', 'it'];

const ZPhotonAnswer = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          name: z.string().optional(),
          street: z.string().optional(),
          housenumber: z.string().optional(),
          city: z.string().optional(),
          state: z.string().optional(),
          countrycode: z.string().optional(),
        })
        .passthrough(),
    }),
  ),
});

const ZNominatimAnswer = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    name: z.string().optional(),
    display_name: z.string().optional(),
    address: z
      .object({
        road: z.string().optional(),
        house_number: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        state: z.string().optional(),
        country_code: z.string().optional(),
      })
      .passthrough()
      .optional(),
  }),
);

type Kind = 'photon' | 'nominatim';

/** Joins the street part and the town, skipping what is missing or repeated. */
function label(parts: (string | undefined)[]): string {
  const seen: string[] = [];
  for (const part of parts) if (part && !seen.includes(part)) seen.push(part);
  return seen.join(', ');
}

function place(
  name: string,
  region: string | undefined,
  country: string | undefined,
  lat: number,
  lng: number,
) {
  // What a place offers is copied into a job's address: only what that field would take.
  if (!name || name.length > JOB_LIMITS.address.max || unstorableText(name)) return undefined;
  if (region !== undefined && (region.length > JOB_LIMITS.address.max || unstorableText(region)))
    return undefined;
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return undefined;
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return undefined;
  return { name, region: region ?? null, country: country.toUpperCase(), lat, lng } satisfies TPlace;
}

/** Reads either server's answer by its shape, so a misnamed setting still works. */
export function parseGeocoderAnswer(body: unknown): TPlace[] {
  const photon = ZPhotonAnswer.safeParse(body);
  if (photon.success) {
    return photon.data.features.flatMap(({ geometry, properties: p }) => {
      const street = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined;
      const found = place(
        label([street ?? p.name, p.city]),
        p.state,
        p.countrycode,
        geometry.coordinates[1],
        geometry.coordinates[0],
      );
      return found ? [found] : [];
    });
  }
  const nominatim = ZNominatimAnswer.safeParse(body);
  if (nominatim.success) {
    return nominatim.data.flatMap((item) => {
      const a = item.address ?? {};
      const street = a.road ? [a.road, a.house_number].filter(Boolean).join(' ') : undefined;
      const town = a.city ?? a.town ?? a.village;
      const fallback = item.display_name?.split(',').slice(0, 2).join(',').trim();
      const found = place(
        label([street ?? item.name ?? fallback, town]),
        a.state,
        a.country_code,
        item.lat,
        item.lon,
      );
      return found ? [found] : [];
    });
  }
  throw new Error('the geocoder answered neither Photon nor Nominatim JSON');
}

/**
 * The body as text, read as it streams in and given up beyond `maxBytes` (a declared length past it
 * is refused unread). The request's signal bounds the reading too: a body that stalls is abandoned.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`the geocoder's answer is ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`the geocoder's answer is more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A client for GEOCODER_URL. A URL ending in /api is Photon's search, one ending in /search is
 * Nominatim's; a bare base URL is tried as Photon first and as Nominatim when that path is missing,
 * and the answer remembered.
 */
export function createGeocoder(
  baseUrl: string,
  timeoutMs = GEOCODER_TIMEOUT_MS,
  maxBytes = GEOCODER_MAX_BYTES,
): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const named: Kind | undefined = base.endsWith('/api')
    ? 'photon'
    : base.endsWith('/search')
      ? 'nominatim'
      : undefined;
  let kind = named;

  const endpoint = (as: Kind, query: string, lang: TLanguage, limit: number): URL => {
    const url = new URL(named ? base : `${base}/${as === 'photon' ? 'api' : 'search'}`);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    if (as === 'photon') {
      if (PHOTON_LANGUAGES.includes(lang)) url.searchParams.set('lang', lang);
    } else {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('accept-language', lang);
    }
    return url;
  };

  const ask = async (as: Kind, query: string, lang: TLanguage, limit: number, signal: AbortSignal) => {
    // A redirect is not followed: GEOCODER_URL names the one server asked, never one it points to.
    const response = await fetch(endpoint(as, query, lang, limit), {
      signal,
      redirect: 'manual',
      headers: { accept: 'application/json', 'user-agent': 'Debut job board (place search)' },
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new Error(`the geocoder answered ${response.status} (a redirect, not followed)`);
    }
    return response;
  };

  return {
    async search(query, lang, limit) {
      const signal = AbortSignal.timeout(timeoutMs);
      let as: Kind = kind ?? 'photon';
      let response = await ask(as, query, lang, limit, signal);
      if (!named && response.status === 404) {
        // A bare base URL without this path: the other server's path (a server may also have been swapped).
        await response.body?.cancel();
        as = as === 'photon' ? 'nominatim' : 'photon';
        response = await ask(as, query, lang, limit, signal);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`the geocoder answered ${response.status}`);
      }
      const items = parseGeocoderAnswer(JSON.parse(await readCapped(response, maxBytes)));
      kind = as;
      return items.slice(0, limit);
    },
  };
}
