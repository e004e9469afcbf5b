import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateJobRequest,
  ZJobIdParams,
  ZJobListResponse,
  ZJobResponse,
  ZJobSearchQuery,
  ZJobSearchResponse,
  ZPutJobRequest,
} from '@debut/contract/jobs';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { isOwnerEmailVerified } from './owner-verified.ts';
import { presentJob } from './presenter.ts';
import { searchJobs } from './search.ts';
import { createSearchCache } from './search-cache.ts';
import { createJobsService } from './service.ts';
import { createApplicationsService } from '../applications/service.ts';
import { createFavoritesService } from '../favorites/service.ts';
import { acceptedMinimum } from '../payments/service.ts';

/** DESIGN.md §4 has no figure for job creation; a busy employer posts a handful an hour. */
const JOB_CREATE_PER_HOUR = 30;

export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const jobsService = createJobsService(ctx.db, ctx.config.listing.days);
  const applications = createApplicationsService(ctx.db);
  const favorites = createFavoritesService(ctx.db);
  const tags = ['jobs'];
  const publicBase = ctx.config.publicUrl;
  const search = createSearchCache((query) => searchJobs(ctx.db, query), {
    ttlMs: ctx.config.searchCacheSeconds * 1000,
    max: 500,
  });
  ctx.realtime.onVacanciesChanged(() => search.clear());

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Search active jobs by text, point and radius, filters; keyset pages',
        security: BEARER,
        querystring: ZJobSearchQuery,
        response: { 200: ZJobSearchResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await search.search(request.query);
      return {
        items: result.hits.map(({ row, distanceKm, ownerEmailVerified }) =>
          presentJob(row, {
            publicBase,
            ownerEmailVerified,
            isOwner: row.ownerId === user.id,
            ...(distanceKm === undefined ? {} : { distanceKm }),
          }),
        ),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor,
      };
    },
  );

  app.get(
    '/jobs/my',
    {
      schema: {
        tags,
        summary: "The signed-in user's jobs in every status, with their application counts",
        security: BEARER,
        response: { 200: ZJobListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [rows, counts] = await Promise.all([
        jobsService.listOwned(user.id),
        applications.countsForOwner(user.id),
      ]);
      return {
        items: rows.map((row) => {
          const count = counts.get(row.id);
          return presentJob(row, {
            publicBase,
            ownerEmailVerified: user.emailVerifiedAt !== null,
            isOwner: true,
            applicationsCount: count?.total ?? 0,
            newApplicationsCount: count?.sent ?? 0,
          });
        }),
      };
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A job card; counts a view once per viewer per day',
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZJobResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const job = await jobsService.view(user.id, request.params.id);
      const [applied, favorite, ownerEmailVerified] = await Promise.all([
        applications.hasApplied(user.id, job.id),
        favorites.isFavorite(user.id, job.id),
        isOwnerEmailVerified(ctx.db, job.ownerId),
      ]);
      return {
        job: presentJob(job, {
          publicBase,
          ownerEmailVerified,
          isOwner: job.ownerId === user.id,
          applied,
          favorite,
        }),
      };
    },
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Create a job as a draft',
        security: BEARER,
        body: ZCreateJobRequest,
        response: { 201: ZJobResponse, ...errorResponses(400, 401, 409, 429) },
      },
      // Drafts cost nothing, so without a limit a script could pile up rows without end.
      preValidation: ctx.rateLimits.hook([
        {
          name: 'job-create-user',
          points: JOB_CREATE_PER_HOUR,
          durationSeconds: 3600,
          key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
        },
        {
          name: 'job-create-client',
          // Many people share an address (a school, a café's Wi-Fi): the account's own limit does the work.
          points: 10 * JOB_CREATE_PER_HOUR,
          durationSeconds: 3600,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const job = await jobsService.create(user.id, request.body);
      return reply.code(201).send({
        job: presentJob(job, {
          publicBase,
          ownerEmailVerified: user.emailVerifiedAt !== null,
          isOwner: true,
        }),
      });
    },
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Edit (partial), publish ({status: active, published: true}) or close a job',
        security: BEARER,
        params: ZJobIdParams,
        body: ZPutJobRequest,
        response: { 200: ZJobResponse, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const { id } = request.params;
      // Only the owner gets this far with a job, so the owner's flag is the signed-in user's.
      const owner = { publicBase, ownerEmailVerified: user.emailVerifiedAt !== null };
      let job;
      if ('status' in body && body.status === 'active') {
        const result = await jobsService.publish(user.id, id, {
          amount: ctx.config.price.rub,
          currency: 'RUB',
          yoomoneyMinimum: acceptedMinimum(ctx.config.price.rub, ctx.config.payment.yoomoneyFeePercent),
        });
        job = result.job;
        if (result.changed) ctx.realtime.publish({ type: 'job.published', job: presentJob(job, owner) });
      } else if ('status' in body && body.status === 'closed') {
        const result = await jobsService.close(user.id, id, body.closedReason);
        job = result.job;
        if (result.changed) ctx.realtime.publish({ type: 'job.removed', job: { _id: id, id } });
      } else {
        job = await jobsService.update(user.id, id, body);
        if (job.status === 'active')
          ctx.realtime.publish({ type: 'job.updated', job: presentJob(job, owner) });
      }
      return { job: presentJob(job, { ...owner, isOwner: true }) };
    },
  );

  app.delete(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job and everything that hangs on it, at once and for ever',
        security: BEARER,
        params: ZJobIdParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await jobsService.remove(requireUser(request).id, request.params.id);
      if (removed.status === 'active') {
        ctx.realtime.publish({ type: 'job.removed', job: { _id: removed.id, id: removed.id } });
      }
      return sendEmpty(reply, 204);
    },
  );
};
