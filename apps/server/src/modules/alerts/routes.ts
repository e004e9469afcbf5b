import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsApi } from '@debut/contract/alerts.endpoint-schemas';
import { AppError } from '../../platform/errors.ts';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentJob } from '../jobs/presenter.ts';
import { companyOfJob } from '../companies/job-company.ts';
import { presentAlert } from './presenter.ts';
import type { AlertView } from './service.ts';
import type { AppContext } from '../../context.ts';
import type { AlertsService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface AlertsDeps {
  ctx: AppContext;
  services: { alerts: AlertsService };
}

/** DESIGN.md §13.1: saved searches and their one-click unsubscribe. */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsDeps> = async (app, { ctx, services }) => {
  const service = services.alerts;
  const present = (view: AlertView) => presentAlert(view.alert, view.newCount, view.lastMatchedAt);

  route(app, alertsApi.list, async (request, _reply, user) => ({
    items: (await service.list(user.id)).map(present),
  }));

  route(app, alertsApi.create, async (request, reply, user) => {
    const view = await service.create(user.id, request.body);
    return reply.code(201).send({ alert: present(view) });
  });

  route(app, alertsApi.update, async (request, _reply, user) => ({
    alert: present(await service.update(user.id, request.params.id, request.body)),
  }));

  route(app, alertsApi.remove, async (request, reply, user) => {
    await service.remove(user.id, request.params.id);
    return sendEmpty(reply, 204);
  });

  route(app, alertsApi.jobs, async (request, _reply, user) => {
    const publicBase = ctx.config.publicUrl;
    const page = await service.jobs(
      user.id,
      request.params.id,
      { limit: request.query.limit, cursor: request.query.cursor },
      publicBase,
    );
    return {
      items: page.jobs.map((job) =>
        presentJob(job, {
          publicBase,
          ownerEmailVerified: page.verifiedOwners.has(job.ownerId),
          isOwner: job.ownerId === user.id,
          company: companyOfJob(page.companies, job),
        }),
      ),
      nextCursor: page.nextCursor,
    };
  });

  route(
    app,
    alertsApi.unsubscribe,
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new AppError(400, 'TOKEN_INVALID', 'This unsubscribe link is not valid');
      await service.unsubscribe(token);
      return { unsubscribed: true as const };
    },
    {
      preValidation: ctx.rateLimits.hook([
        {
          name: 'unsubscribe-client',
          points: 60,
          durationSeconds: 60,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
  );
};
