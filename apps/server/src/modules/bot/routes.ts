import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ZCheckJobRequest, ZCheckJobResponse } from '@debut/contract/payments';
import type { AppContext } from '../../context.ts';
import { jobs } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;

/** `POST /bot/check-job`: the helper on every page, open to anonymous visitors, rate limited. */
export const botRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/bot/check-job',
    {
      preValidation: ctx.rateLimits.hook([
        { name: 'bot-check-client', points: 30, durationSeconds: 60, key: ctx.rateLimits.clientKey },
      ]),
      schema: {
        tags: ['bot'],
        summary: 'Check a job by its _id or job number',
        body: ZCheckJobRequest,
        response: { 200: ZCheckJobResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const raw = String(request.body.jobId).trim().replace(/^#/, '');
      const number = /^\d{1,16}$/.test(raw) ? Number(raw) : undefined;
      const condition = UUID.test(raw)
        ? eq(jobs.id, raw)
        : number !== undefined && number <= MAX_NUMBER
          ? eq(jobs.number, number)
          : undefined;
      if (!condition) throw notFound('Job not found');
      const [job] = await ctx.db
        .select({
          id: jobs.id,
          number: jobs.number,
          status: jobs.status,
          published: jobs.published,
          title: jobs.title,
          ownerId: jobs.ownerId,
        })
        .from(jobs)
        .where(condition);
      if (!job) throw notFound('Job not found');
      const isOwner = request.user?.id === job.ownerId;
      const showTitle = job.status === 'active' || isOwner;
      return {
        job: {
          _id: job.id,
          number: job.number,
          status: job.status,
          published: job.published,
          ...(showTitle ? { title: job.title } : {}),
          isOwner,
        },
      };
    },
  );
};
