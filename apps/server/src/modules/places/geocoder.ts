import { z } from 'zod';
import type { TLanguage } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';

/** An outside address search (Photon or Nominatim) behind GEOCODER_URL. */
export interface Geocoder {
  search(query: string, lang: TLanguage, limit: number): Promise<TPlace[]>;
}

/** A person typing waits no longer than this for addresses; the gazetteer answers anyway. */
export const GEOCODER_TIMEOUT_MS = 1500;

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
  if (!name || !country || country.length !== 2) return undefined;
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
 * A client for GEOCODER_URL. A URL ending in /api is Photon's search, one ending in /search is
 * Nominatim's; a bare base URL is tried as Photon first and as Nominatim when that path is missing,
 * and the answer remembered.
 */
export function createGeocoder(baseUrl: string, timeoutMs = GEOCODER_TIMEOUT_MS): Geocoder {
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

  const ask = (as: Kind, query: string, lang: TLanguage, limit: number, signal: AbortSignal) =>
    fetch(endpoint(as, query, lang, limit), {
      signal,
      headers: { accept: 'application/json', 'user-agent': 'Debut job board (place search)' },
    });

  return {
    async search(query, lang, limit) {
      const signal = AbortSignal.timeout(timeoutMs);
      let as: Kind = kind ?? 'photon';
      let response = await ask(as, query, lang, limit, signal);
      if (!named && response.status === 404) {
        // A bare base URL without this path: the other server's path (a server may also have been swapped).
        as = as === 'photon' ? 'nominatim' : 'photon';
        response = await ask(as, query, lang, limit, signal);
      }
      if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
      const items = parseGeocoderAnswer(await response.json());
      kind = as;
      return items.slice(0, limit);
    },
  };
}
