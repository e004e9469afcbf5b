import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteIds, TFavoritesResponse } from '@debut/contract/favorites';
import { favoritesEndpoints } from '@debut/contract/favorites.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from '../jobs/job-keys.ts';
import { favoritesStore } from './favorites-store.ts';

export const favoriteKeys = {
  all: ['favorites'] as const,
};

/** The server's list with what each job is now; whoever reads it brings local storage in step. */
export async function getFavorites(signal?: AbortSignal): Promise<TFavoritesResponse> {
  const favorites = await api(favoritesEndpoints.list, { signal });
  favoritesStore.replace(favorites.ids);
  return favorites;
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoriteKeys.all, queryFn: ({ signal }) => getFavorites(signal) });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

export async function setFavorite(jobId: string, favorite: boolean): Promise<TFavoriteIds> {
  return api(favorite ? favoritesEndpoints.add : favoritesEndpoints.remove, { params: { jobId } });
}

/**
 * Toggles a favourite: local storage changes at once (SPEC.md §4), then the server; when the server
 * refuses, the toggle is undone and the error goes to the caller.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      const favorite = favoritesStore.toggle(jobId);
      try {
        await setFavorite(jobId, favorite);
      } catch (error) {
        if (favoritesStore.has(jobId) === favorite) favoritesStore.toggle(jobId);
        throw error;
      }
      return favorite;
    },
    onSettled: (_favorite, _error, jobId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoriteKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId), refetchType: 'none' }),
      ]),
  });
}
