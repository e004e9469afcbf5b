import type { TLanguage } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Gazetteer } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

/** How long a search waits for the index being built (the first search after a start). */
const INDEX_WAIT_MS = 60_000;

export interface PlacesService {
  search(query: string, lang: TLanguage, limit: number): Promise<TPlace[]>;
}

/** A digit ("Nevsky 28", "10115") or a comma ("Main St, Springfield") reads as a street address. */
export function looksLikeAddress(query: string): boolean {
  return /\p{N}/u.test(query) || query.includes(',');
}

const sameSpot = (a: TPlace, b: TPlace) =>
  a.country === b.country &&
  a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase() &&
  Math.abs(a.lat - b.lat) < 0.05 &&
  Math.abs(a.lng - b.lng) < 0.05;

/**
 * Merges two lists, the first one's places first, dropping places already listed. A quarter of the
 * places (at least one) is kept for the second list, so a full first list cannot hide it.
 */
export function mergePlaces(first: TPlace[], second: TPlace[], limit: number): TPlace[] {
  const merged: TPlace[] = [];
  const add = (items: TPlace[], upTo: number) => {
    for (const item of items) {
      if (merged.length >= upTo) break;
      if (!merged.some((kept) => sameSpot(kept, item))) merged.push(item);
    }
  };
  const reserved = Math.min(second.length, Math.max(1, Math.floor(limit / 4)));
  add(first, limit - reserved);
  add(second, limit);
  add(first, limit);
  return merged;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Cities from the built-in gazetteer and, with GEOCODER_URL, addresses from the outside geocoder;
 * any failure of the geocoder leaves the gazetteer's answer (DESIGN.md §13.0).
 */
export function createPlacesService(
  gazetteer: Gazetteer,
  geocoder: Geocoder | undefined,
  logger: Logger,
): PlacesService {
  return {
    async search(query, lang, limit) {
      const cities = withTimeout(gazetteer.search(query, lang, limit), INDEX_WAIT_MS);
      if (!geocoder) return cities.catch(unavailable(logger));
      const addresses = geocoder.search(query, lang, limit).catch((error: unknown) => {
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'geocoder failed: cities only',
        );
        return [];
      });
      const [cityItems, addressItems] = await Promise.all([
        cities.catch((error: unknown) => {
          logger.error({ err: error instanceof Error ? error.message : String(error) }, 'place index failed');
          return undefined;
        }),
        addresses,
      ]);
      if (cityItems === undefined && addressItems.length === 0) throw placesUnavailable();
      const gazetteerItems = cityItems ?? [];
      return looksLikeAddress(query)
        ? mergePlaces(addressItems, gazetteerItems, limit)
        : mergePlaces(gazetteerItems, addressItems, limit);
    },
  };
}

const placesUnavailable = () => new AppError(503, 'UNAVAILABLE', 'Place search is not available right now.');

const unavailable = (logger: Logger) => (error: unknown) => {
  logger.error({ err: error instanceof Error ? error.message : String(error) }, 'place index failed');
  throw placesUnavailable();
};
