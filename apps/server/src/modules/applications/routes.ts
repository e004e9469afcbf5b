import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationDecisionRequest,
  ZApplicationJobParams,
  ZApplicationListResponse,
  ZApplicationResponse,
  ZApplyRequest,
  ZJobApplicationParams,
} from '@debut/contract/applications';
import { ZJobIdParams } from '@debut/contract/jobs';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { presentApplication } from './presenter.ts';
import { presentCounterpart, presentThreadJob } from '../messages/presenter.ts';
import { createApplicationsService } from './service.ts';

const HOUR = 3600;

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createApplicationsService(ctx.db);
  const tags = ['applications'];
  // A person applies by hand; hundreds an hour is a script sending the same letter everywhere.
  const applyLimit = ctx.rateLimits.hook([
    {
      name: 'apply-user',
      points: 60,
      durationSeconds: HOUR,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  app.get(
    '/applications/my',
    {
      schema: {
        tags,
        summary: "The signed-in user's applications with each job's summary, newest first",
        security: BEARER,
        response: { 200: ZApplicationListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await service.listMine(requireUser(request).id);
      return { items: rows.map(({ application, job }) => presentApplication(application, job)) };
    },
  );

  app.post(
    '/applications/:jobId',
    {
      preValidation: applyLimit,
      schema: {
        tags,
        summary: 'Apply to an active job, with an optional cover letter (no body at all is fine)',
        security: BEARER,
        params: ZApplicationJobParams,
        body: ZApplyRequest.nullish(),
        response: { 201: ZApplicationResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { application, job } = await service.apply(
        user.id,
        request.params.jobId,
        request.body?.coverLetter ?? null,
      );
      ctx.realtime.notify(job.ownerId, {
        type: 'application.sent',
        job: presentThreadJob(job),
        applicant: presentCounterpart(user),
      });
      return reply.code(201).send({ application: presentApplication(application, job) });
    },
  );

  app.delete(
    '/applications/:jobId',
    {
      schema: {
        tags,
        summary: 'Withdraw the application to this job (it is deleted)',
        security: BEARER,
        params: ZApplicationJobParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { job } = await service.cancel(user.id, request.params.jobId);
      ctx.realtime.notify(job.ownerId, {
        type: 'application.cancelled',
        job: presentThreadJob(job),
        applicant: presentCounterpart(user),
      });
      return sendEmpty(reply, 204);
    },
  );

  app.get(
    '/jobs/:id/applications',
    {
      schema: {
        tags,
        summary: "A job's applicants, owner only; opening the list marks new applications viewed",
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZApplicationListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await service.listForOwner(requireUser(request).id, request.params.id);
      for (const { application, job } of rows) {
        if (application.status !== 'sent') continue;
        ctx.realtime.notify(application.userId, {
          type: 'application.status',
          job: presentThreadJob(job),
          status: 'viewed',
        });
      }
      return {
        items: rows.map(({ application, job, applicant }) => presentApplication(application, job, applicant)),
      };
    },
  );

  app.patch(
    '/jobs/:id/applications/:applicationId',
    {
      schema: {
        tags,
        summary: 'Invite or reject an applicant (owner only)',
        security: BEARER,
        params: ZJobApplicationParams,
        body: ZApplicationDecisionRequest,
        response: { 200: ZApplicationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { application, job, applicant } = await service.decide(
        requireUser(request).id,
        request.params.id,
        request.params.applicationId,
        request.body.status,
      );
      ctx.realtime.notify(application.userId, {
        type: 'application.status',
        job: presentThreadJob(job),
        status: application.status,
      });
      return { application: presentApplication(application, job, applicant) };
    },
  );
};
