import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritesApi } from '@debut/contract/favorites.endpoint-schemas';
import type { ModuleOptions } from '../../services.ts';
import { route } from '../../platform/route.ts';
import { presentFavorite } from './presenter.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
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
