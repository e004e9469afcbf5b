import { useSession } from '../../../entities/auth/session-store.ts';
import { COUNTRY_POINTS } from '../lib/country-points.ts';
import type { SearchPoint } from '../lib/search-state.ts';

export interface CountryPlace {
  country: string;
  /** The country's largest place. */
  point: SearchPoint;
  /** Where a map opens: [lat, lng, zoom]. */
  view: readonly [number, number, number];
}

/** The signed-in person's country (chosen at sign-up) with its point and map view, if known. */
export function useCountryPlace(): CountryPlace | null {
  const { user } = useSession();
  const country = user?.country ?? null;
  const entry = country ? COUNTRY_POINTS[country] : undefined;
  if (!country || !entry) return null;
  return { country, point: { lat: entry.place[0], lng: entry.place[1] }, view: entry.view };
}
