import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritesApi } from '@debut/contract/favorites.endpoint-schemas';
import type { ModuleOptions } from '../../services.ts';
import { route } from '../../platform/route.ts';
import { requireUser } from '../auth/authenticate.ts';
import { presentFavorite } from './presenter.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
  const service = services.favorites;

  route(app, favoritesApi.list, async (request) => {
    const user = requireUser(request);
    const entries = await service.list(user.id);
    return {
      ids: entries.map((entry) => entry.jobId),
      items: entries.map((entry) => presentFavorite(entry, user.id)),
    };
  });

  route(app, favoritesApi.add, async (request) => ({
    ids: await service.add(requireUser(request).id, request.params.jobId),
  }));

  route(app, favoritesApi.remove, async (request) => ({
    ids: await service.remove(requireUser(request).id, request.params.jobId),
  }));
};
