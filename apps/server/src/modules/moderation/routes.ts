import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { moderationApi } from '@debut/contract/moderation.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import {
  presentAuditEntry,
  presentModeratedJob,
  presentModeratedUser,
  presentOutboxEntry,
  presentReport,
} from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { ModerationService } from './service.ts';
import type { JobsService } from '../jobs/service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface ModerationDeps {
  ctx: AppContext;
  services: { moderation: ModerationService; jobs: JobsService };
}

export const moderationRoutes: FastifyPluginAsyncZod<ModerationDeps> = async (app, { ctx, services }) => {
  const service = services.moderation;
  const jobsService = services.jobs;
  // DESIGN.md §4: reports 10 an hour per user.
  const reportLimit = ctx.rateLimits.hook([
    {
      name: 'report-user',
      points: 10,
      durationSeconds: 3600,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  route(
    app,
    moderationApi.report,
    async (request, reply, user) => {
      const { reportId } = await service.report(user.id, request.params.id, request.body);
      return reply.code(201).send({ reportId });
    },
    {
      preValidation: reportLimit,
    },
  );

  route(app, moderationApi.duplicates, async (request, _reply, user) => {
    const job = await jobsService.findManaged(user.id, request.params.id);
    return { items: await service.findDuplicates(job) };
  });

  // Every /admin route answers 403 to anyone but an admin (DESIGN.md §4), before validation: their
  // declarations' access is "admin", which route() checks.
  await app.register(async (plugin) => {
    const adminApp = plugin.withTypeProvider<ZodTypeProvider>();

    route(adminApp, moderationApi.reports, async (request) => {
      const views = await service.listReports(request.query.status);
      return { items: views.map(presentReport) };
    });

    route(adminApp, moderationApi.audit, async () => ({
      items: (await service.listAudit()).map(presentAuditEntry),
    }));

    route(adminApp, moderationApi.jobs, async (request) => {
      return { items: (await service.searchJobs(request.query.q)).map(presentModeratedJob) };
    });

    route(adminApp, moderationApi.users, async (request) => {
      return { items: (await service.searchUsers(request.query.q)).map(presentModeratedUser) };
    });

    route(adminApp, moderationApi.blockJob, async (request, _reply, admin) => {
      const { blocked, reason } = request.body;
      const { after } = await service.setJobBlocked(admin.id, request.params.id, blocked, reason);
      return { job: presentModeratedJob(await service.moderatedJob(after.id)) };
    });

    route(adminApp, moderationApi.reviewJob, async (request, _reply, admin) => {
      const { after } = await service.review(admin.id, request.params.id, request.body.reason);
      return { job: presentModeratedJob(await service.moderatedJob(after.id)) };
    });

    route(adminApp, moderationApi.editJob, async (request, _reply, admin) => {
      const { after } = await service.edit(
        admin.id,
        request.params.id,
        request.body.changes,
        request.body.reason,
      );
      return { job: presentModeratedJob(await service.moderatedJob(after.id)) };
    });

    route(adminApp, moderationApi.deleteJob, async (request, reply, admin) => {
      await service.remove(admin.id, request.params.id, request.body.reason);
      return sendEmpty(reply, 204);
    });

    route(adminApp, moderationApi.blockUser, async (request, _reply, admin) => {
      const { blocked, reason } = request.body;
      const result = await service.setUserBlocked(admin.id, request.params.id, blocked, reason);
      return { user: presentModeratedUser(await service.moderatedUser(result.user.id)) };
    });

    route(adminApp, moderationApi.outbox, async (request) => ({
      items: (await service.listOutboxEntries(request.query.status)).map(presentOutboxEntry),
    }));

    route(adminApp, moderationApi.retryOutbox, async (request, _reply, admin) => ({
      item: presentOutboxEntry(await service.retryOutboxEntry(admin.id, request.params.id)),
    }));
  });
};
