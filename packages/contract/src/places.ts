import { z } from 'zod';
import { ZText } from './primitives.ts';
import { LANGUAGES } from './constants.ts';

/** Most places one `GET /places` answers, and how many when the client does not say (DESIGN.md §13.0). */
export const PLACES_LIMIT_MAX = 20;
export const PLACES_LIMIT_DEFAULT = 8;
export const PLACES_QUERY_MAX = 100;

/** `GET /places?q=&lang=&limit=`: what a person typed, the reader's language and how many places. */
export const ZPlacesQuery = z.object({
  q: ZText.trim().min(1).max(PLACES_QUERY_MAX),
  lang: z.enum(LANGUAGES).default('en'),
  limit: z.coerce.number().int().min(1).max(PLACES_LIMIT_MAX).default(PLACES_LIMIT_DEFAULT),
});
export type TPlacesQuery = z.infer<typeof ZPlacesQuery>;

/**
 * One place: its name in the reader's language where the data has one, the first-level division
 * (state, region) when known, the ISO 3166-1 alpha-2 country and the point.
 */
export const ZPlace = z.object({
  name: z.string(),
  region: z.string().nullable(),
  country: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
z.globalRegistry.add(ZPlace, { id: 'Place' });
export type TPlace = z.infer<typeof ZPlace>;

export const ZPlacesResponse = z.object({ items: z.array(ZPlace) });
export type TPlacesResponse = z.infer<typeof ZPlacesResponse>;
