import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName } from '@debut/contract/export';
import { usersApi } from '@debut/contract/users.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentAccountExport } from './export-presenter.ts';
import { presentPublicUser } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { UsersService } from './service.ts';
import type { AccountExport } from './export.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface UsersDeps {
  ctx: AppContext;
  services: { users: UsersService; accountExport: AccountExport };
}

export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, { ctx, services }) => {
  const usersService = services.users;
  const accountExport = services.accountExport;
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

  route(app, usersApi.deleteMe, async (request, reply, user) => {
    await usersService.deleteAccount(user.id);
    return sendEmpty(reply, 204);
  });

  route(
    app,
    usersApi.exportMe,
    async (request, reply, user) => {
      const document = presentAccountExport(
        await accountExport.collect(user, ctx.config.publicUrl),
        new Date(),
        ctx.config.publicUrl,
      );
      void reply
        .header('Content-Disposition', `attachment; filename="${exportFileName(document.exportedAt)}"`)
        // Personal data: no shared or browser cache keeps a copy.
        .header('Cache-Control', 'no-store');
      return document;
    },
    { preValidation: exportLimit },
  );

  route(app, usersApi.get, async (request) => {
    return { user: presentPublicUser(await usersService.get(request.params.id)) };
  });
};
