import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicUserResponse, ZUserIdParams } from '@debut/contract/users';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { presentPublicUser } from './presenter.ts';
import { createUsersService } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const usersService = createUsersService(ctx.db);
  const tags = ['users'];

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything it owns, at once and for ever',
        security: BEARER,
        response: { 204: ZNoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await usersService.deleteAccount(requireUser(request).id);
      return sendEmpty(reply, 204);
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Another user as anyone signed in may see them',
        security: BEARER,
        params: ZUserIdParams,
        response: { 200: ZPublicUserResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      return { user: presentPublicUser(await usersService.get(request.params.id)) };
    },
  );
};
