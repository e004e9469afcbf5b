import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsApi } from '@debut/contract/applications.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentApplication } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { ApplicationsService } from './service.ts';

const HOUR = 3600;

/** What this module's routes are built from: the context and the services they call. */
export interface ApplicationsDeps {
  ctx: AppContext;
  services: { applications: ApplicationsService };
}

export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsDeps> = async (app, { ctx, services }) => {
  const service = services.applications;
  // A person applies by hand; hundreds an hour is a script sending the same letter everywhere.
  const applyLimit = ctx.rateLimits.hook([
    {
      name: 'apply-user',
      points: 60,
      durationSeconds: HOUR,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  route(app, applicationsApi.mine, async (request, _reply, user) => {
    const rows = await service.listMine(user.id);
    return { items: rows.map(({ application, job }) => presentApplication(application, job)) };
  });

  route(
    app,
    applicationsApi.apply,
    async (request, reply, user) => {
      const { application, job } = await service.apply(
        user,
        request.params.jobId,
        request.body?.coverLetter ?? null,
      );
      return reply.code(201).send({ application: presentApplication(application, job) });
    },
    { preValidation: applyLimit },
  );

  route(app, applicationsApi.cancel, async (request, reply, user) => {
    await service.cancel(user, request.params.jobId);
    return sendEmpty(reply, 204);
  });

  route(app, applicationsApi.forJob, async (request, _reply, user) => {
    const rows = await service.listForOwner(user.id, request.params.id);
    return {
      items: rows.map(({ application, job, applicant, resume }) =>
        presentApplication(application, job, { user: applicant, resume }),
      ),
    };
  });

  route(app, applicationsApi.decide, async (request, _reply, user) => {
    const { application, job, applicant, resume } = await service.decide(
      user.id,
      request.params.id,
      request.params.applicationId,
      request.body.status,
    );
    return { application: presentApplication(application, job, { user: applicant, resume }) };
  });
};
