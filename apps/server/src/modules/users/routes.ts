import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName, ZAccountExport } from '@debut/contract/export';
import { ZPublicUserResponse, ZUserIdParams } from '@debut/contract/users';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { createAccountExport } from './export.ts';
import { presentAccountExport } from './export-presenter.ts';
import { presentPublicUser } from './presenter.ts';
import { createUsersService } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const usersService = createUsersService(ctx.db);
  const accountExport = createAccountExport(ctx.db);
  const tags = ['users'];
  // The export reads every table of the account: 10 an hour per account is plenty for a person and
  // keeps a stolen token from turning it into a load generator.
  const exportLimit = ctx.rateLimits.hook([
    {
      name: 'export-user',
      points: 10,
      durationSeconds: 3600,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

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
      const { liveJobIds, endedSessions } = await usersService.deleteAccount(requireUser(request).id);
      ctx.realtime.endSessions(endedSessions);
      for (const id of liveJobIds) ctx.realtime.publish({ type: 'job.removed', job: { _id: id, id } });
      return sendEmpty(reply, 204);
    },
  );

  app.get(
    '/users/me/export',
    {
      preValidation: exportLimit,
      schema: {
        tags,
        summary: 'Everything the account holds, as a JSON file to download',
        security: BEARER,
        response: { 200: ZAccountExport, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const document = presentAccountExport(
        await accountExport.collect(user),
        new Date(),
        ctx.config.publicUrl,
      );
      void reply
        .header('Content-Disposition', `attachment; filename="${exportFileName(document.exportedAt)}"`)
        // Personal data: no shared or browser cache keeps a copy.
        .header('Cache-Control', 'no-store');
      return document;
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
