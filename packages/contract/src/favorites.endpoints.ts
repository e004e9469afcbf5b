import { endpoint } from './endpoint.ts';
import type { ZFavoriteIds, ZFavoriteParams, ZFavoritesResponse } from './favorites.ts';

/** The favourites' endpoints (route half; the schemas are in `favorites.endpoint-schemas.ts`). */
export const favoritesEndpoints = {
  list: endpoint<{ response: typeof ZFavoritesResponse }>({
    method: 'GET',
    path: '/favorites',
    operationId: 'getFavorites',
    access: 'user',
  }),
  add: endpoint<{ params: typeof ZFavoriteParams; response: typeof ZFavoriteIds }>({
    method: 'PUT',
    path: '/favorites/:jobId',
    operationId: 'putFavoritesByJobId',
    access: 'user',
  }),
  remove: endpoint<{ params: typeof ZFavoriteParams; response: typeof ZFavoriteIds }>({
    method: 'DELETE',
    path: '/favorites/:jobId',
    operationId: 'deleteFavoritesByJobId',
    access: 'user',
  }),
};
