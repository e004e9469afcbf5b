import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritesApi } from '@debut/contract/favorites.endpoint-schemas';
import { route } from '../../platform/route.ts';
import { presentFavorite } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { FavoritesService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface FavoritesDeps {
  ctx: AppContext;
  services: { favorites: FavoritesService };
}

export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesDeps> = async (app, { services }) => {
  const service = services.favorites;

  route(app, favoritesApi.list, async (request, _reply, user) => {
    const entries = await service.list(user.id);
    return {
      ids: entries.map((entry) => entry.jobId),
      items: entries.map((entry) => presentFavorite(entry, user.id)),
    };
  });

  route(app, favoritesApi.add, async (request, _reply, user) => ({
    ids: await service.add(user.id, request.params.jobId),
  }));

  route(app, favoritesApi.remove, async (request, _reply, user) => ({
    ids: await service.remove(user.id, request.params.jobId),
  }));
};
