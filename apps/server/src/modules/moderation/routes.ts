import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZJobIdParams } from '@debut/contract/jobs';
import { ZUserIdParams } from '@debut/contract/users';
import {
  ZAdminEditJobRequest,
  ZAdminSearchQuery,
  ZAuditResponse,
  ZBlockRequest,
  ZDuplicatesResponse,
  ZModeratedJobResponse,
  ZModeratedJobsResponse,
  ZModeratedUserResponse,
  ZModeratedUsersResponse,
  ZReasonRequest,
  ZReportRequest,
  ZReportResponse,
  ZReportsQuery,
  ZReportsResponse,
} from '@debut/contract/moderation';
import type { AppContext } from '../../context.ts';
import { jobBlockedMail, jobUnblockedMail, accountBlockedMail } from '../../mail/moderation-mail.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { forbidden } from '../../platform/errors.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { isOwnerEmailVerified } from '../jobs/owner-verified.ts';
import { presentJob, type JobRow } from '../jobs/presenter.ts';
import { createJobsService } from '../jobs/service.ts';
import { findDuplicates } from './duplicates.ts';
import { presentAuditEntry, presentModeratedJob, presentModeratedUser, presentReport } from './presenter.ts';
import { createModerationService } from './service.ts';

/** The signed-in admin; everyone else gets 403 (401 when anonymous). */
function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do this');
  return user;
}

export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createModerationService(ctx.db);
  const jobsService = createJobsService(ctx.db, ctx.config.listing.days);
  // DESIGN.md §4: reports 10 an hour per user.
  const reportLimit = ctx.rateLimits.hook([
    {
      name: 'report-user',
      points: 10,
      durationSeconds: 3600,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  /** A moderation mail must not undo the action it reports: a failure is logged. */
  const mail = (message: MailMessage) => {
    ctx.mailer.send(message).catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'moderation mail failed');
    });
  };

  /** Search and the owner learn what a moderation step did to a job. */
  async function announce(before: JobRow, after: JobRow | null): Promise<void> {
    const wasLive = before.status === 'active' && before.heldAt === null;
    const isLive = after !== null && after.status === 'active' && after.heldAt === null;
    if (wasLive && !isLive) {
      ctx.realtime.publish({ type: 'job.removed', job: { _id: before.id, id: before.id } });
      return;
    }
    if (!isLive) return;
    const job = presentJob(after, {
      publicBase: ctx.config.publicUrl,
      ownerEmailVerified: await isOwnerEmailVerified(ctx.db, after.ownerId),
    });
    ctx.realtime.publish(wasLive ? { type: 'job.updated', job } : { type: 'job.published', job });
  }

  app.post(
    '/jobs/:id/report',
    {
      preValidation: reportLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Report a suspicious vacancy; one open report per person and job',
        security: BEARER,
        params: ZJobIdParams,
        body: ZReportRequest,
        response: { 201: ZReportResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { reportId, held } = await service.report(user.id, request.params.id, request.body);
      if (held)
        ctx.realtime.publish({ type: 'job.removed', job: { _id: request.params.id, id: request.params.id } });
      return reply.code(201).send({ reportId });
    },
  );

  app.get(
    '/jobs/:id/duplicates',
    {
      schema: {
        tags: ['moderation'],
        summary: "The owner's live jobs with a near-identical title and description (warned before paying)",
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZDuplicatesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const job = await jobsService.findOwned(user.id, request.params.id);
      return { items: await findDuplicates(ctx.db, job) };
    },
  );

  // Every /admin route answers 403 to anyone but an admin (DESIGN.md §4), before validation, so a
  // non-admin learns nothing about what it would accept.
  await app.register(async (plugin) => {
    const adminApp = plugin.withTypeProvider<ZodTypeProvider>();
    adminApp.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    const adminTags = ['admin'];

    adminApp.get(
      '/admin/reports',
      {
        schema: {
          tags: adminTags,
          summary: 'The reports queue: open (default) or resolved reports, newest first',
          security: BEARER,
          querystring: ZReportsQuery,
          response: { 200: ZReportsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const views = await service.listReports(request.query.status);
        return { items: views.map(presentReport) };
      },
    );

    adminApp.get(
      '/admin/audit',
      {
        schema: {
          tags: adminTags,
          summary: 'Every admin action, newest first: who, what, on what, why and when',
          security: BEARER,
          response: { 200: ZAuditResponse, ...errorResponses(401, 403) },
        },
      },
      async () => ({ items: (await service.listAudit()).map(presentAuditEntry) }),
    );

    adminApp.get(
      '/admin/jobs',
      {
        schema: {
          tags: adminTags,
          summary: 'Jobs by title, company, number or owner e-mail; without q, those that need a look',
          security: BEARER,
          querystring: ZAdminSearchQuery,
          response: { 200: ZModeratedJobsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        return { items: (await service.searchJobs(request.query.q)).map(presentModeratedJob) };
      },
    );

    adminApp.get(
      '/admin/users',
      {
        schema: {
          tags: adminTags,
          summary: 'Accounts by e-mail or name, newest first',
          security: BEARER,
          querystring: ZAdminSearchQuery,
          response: { 200: ZModeratedUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        return { items: (await service.searchUsers(request.query.q)).map(presentModeratedUser) };
      },
    );

    adminApp.put(
      '/admin/jobs/:id/block',
      {
        schema: {
          tags: adminTags,
          summary: 'Block a job (hidden everywhere, the owner told why) or lift the block',
          security: BEARER,
          params: ZJobIdParams,
          body: ZBlockRequest,
          response: { 200: ZModeratedJobResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { blocked, reason } = request.body;
        const { before, after, changed } = await service.setJobBlocked(
          admin.id,
          request.params.id,
          blocked,
          reason,
        );
        const view = await service.moderatedJob(after.id);
        if (changed) {
          await announce(before, after);
          const job = { _id: after.id, title: after.title };
          ctx.realtime.notify(
            after.ownerId,
            blocked ? { type: 'job.blocked', job, reason } : { type: 'job.unblocked', job },
          );
          mail(blocked ? jobBlockedMail(view.owner, after, reason) : jobUnblockedMail(view.owner, after));
        }
        return { job: presentModeratedJob(view) };
      },
    );

    adminApp.post(
      '/admin/jobs/:id/review',
      {
        schema: {
          tags: adminTags,
          summary: "Mark a job's open reports reviewed and lift the hold they put on it",
          security: BEARER,
          params: ZJobIdParams,
          body: ZReasonRequest,
          response: { 200: ZModeratedJobResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { before, after } = await service.review(admin.id, request.params.id, request.body.reason);
        await announce(before, after);
        return { job: presentModeratedJob(await service.moderatedJob(after.id)) };
      },
    );

    adminApp.patch(
      '/admin/jobs/:id',
      {
        schema: {
          tags: adminTags,
          summary: "Edit any job's fields, with the reason for the audit log",
          security: BEARER,
          params: ZJobIdParams,
          body: ZAdminEditJobRequest,
          response: { 200: ZModeratedJobResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { before, after } = await service.edit(
          admin.id,
          request.params.id,
          request.body.changes,
          request.body.reason,
        );
        await announce(before, after);
        return { job: presentModeratedJob(await service.moderatedJob(after.id)) };
      },
    );

    adminApp.delete(
      '/admin/jobs/:id',
      {
        schema: {
          tags: adminTags,
          summary: 'Delete any job at once and for good, with the reason for the audit log',
          security: BEARER,
          params: ZJobIdParams,
          body: ZReasonRequest,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const job = await service.remove(admin.id, request.params.id, request.body.reason);
        await announce(job, null);
        return sendEmpty(reply, 204);
      },
    );

    adminApp.put(
      '/admin/users/:id/block',
      {
        schema: {
          tags: adminTags,
          summary:
            'Block an account (sessions revoked, sign-in refused, live jobs blocked) or lift the block',
          security: BEARER,
          params: ZUserIdParams,
          body: ZBlockRequest,
          response: { 200: ZModeratedUserResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { blocked, reason } = request.body;
        const result = await service.setUserBlocked(admin.id, request.params.id, blocked, reason);
        if (result.changed && blocked) {
          ctx.realtime.endSessions(result.endedSessions);
          for (const job of result.blockedJobs) {
            ctx.realtime.publish({ type: 'job.removed', job: { _id: job.id, id: job.id } });
          }
          mail(accountBlockedMail(result.user, reason));
        }
        return { user: presentModeratedUser(await service.moderatedUser(result.user.id)) };
      },
    );
  });
};
