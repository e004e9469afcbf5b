import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFavoriteIds, ZFavoriteParams, ZFavoritesResponse } from '@debut/contract/favorites';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { presentFavorite } from './presenter.ts';
import { createFavoritesService } from './service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFavoritesService(ctx.db);
  const tags = ['favorites'];

  app.get(
    '/favorites',
    {
      schema: {
        tags,
        summary: "The signed-in user's favourite job ids (oldest first) and what each job is now",
        security: BEARER,
        response: { 200: ZFavoritesResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entries = await service.list(user.id);
      return {
        ids: entries.map((entry) => entry.jobId),
        items: entries.map((entry) => presentFavorite(entry, user.id)),
      };
    },
  );

  app.put(
    '/favorites/:jobId',
    {
      schema: {
        tags,
        summary: 'Add a job to the favourites (idempotent)',
        security: BEARER,
        params: ZFavoriteParams,
        response: { 200: ZFavoriteIds, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ ids: await service.add(requireUser(request).id, request.params.jobId) }),
  );

  app.delete(
    '/favorites/:jobId',
    {
      schema: {
        tags,
        summary: 'Remove a job from the favourites (idempotent; also a job that no longer exists)',
        security: BEARER,
        params: ZFavoriteParams,
        response: { 200: ZFavoriteIds, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ ids: await service.remove(requireUser(request).id, request.params.jobId) }),
  );
};
