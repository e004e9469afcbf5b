import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@debut/contract/constants';
import type { TPlacesResponse } from '@debut/contract/places';
import { placesEndpoints } from '@debut/contract/places.endpoints';
import { api } from '../../shared/api/client.ts';

export async function searchPlaces(
  q: string,
  lang: TLanguage,
  signal?: AbortSignal,
): Promise<TPlacesResponse> {
  return api(placesEndpoints.search, { query: { q, lang }, signal });
}

export const placeKeys = {
  search: (q: string, lang: string) => ['places', lang, q] as const,
};

/** Places for what is typed, in the reader's language; the same words are not asked twice. */
export const placesQueryOptions = (q: string, lang: TLanguage) =>
  queryOptions({
    queryKey: placeKeys.search(q, lang),
    queryFn: ({ signal }) => searchPlaces(q, lang, signal),
    enabled: q.trim() !== '',
    staleTime: 10 * 60 * 1000,
    // The list stays while the next keystroke's places load, instead of closing and opening again.
    placeholderData: keepPreviousData,
    retry: 1,
  });

export function usePlaces(q: string, lang: TLanguage) {
  return useQuery(placesQueryOptions(q, lang));
}
