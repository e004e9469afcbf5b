import { withSchemas } from './endpoint-schemas.ts';
import { favoritesEndpoints } from './favorites.endpoints.ts';
import { ZFavoriteIds, ZFavoriteParams, ZFavoritesResponse } from './favorites.ts';

const tags = ['favorites'];

export const favoritesApi = withSchemas(favoritesEndpoints, {
  list: {
    tags,
    summary: "The signed-in user's favourite job ids (oldest first) and what each job is now",
    status: 200,
    response: ZFavoritesResponse,
    errors: [401],
  },
  add: {
    tags,
    summary: 'Add a job to the favourites (idempotent)',
    params: ZFavoriteParams,
    status: 200,
    response: ZFavoriteIds,
    errors: [400, 401, 404, 409],
  },
  remove: {
    tags,
    summary: 'Remove a job from the favourites (idempotent; also a job that no longer exists)',
    params: ZFavoriteParams,
    status: 200,
    response: ZFavoriteIds,
    errors: [400, 401],
  },
});
