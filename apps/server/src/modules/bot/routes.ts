import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { botApi } from '@debut/contract/bot.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { callerLanguage } from '../jobs/warnings.ts';
import type { BotService } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;

/** What this module's routes are built from: the context and the services they call. */
export interface BotDeps {
  ctx: AppContext;
  services: { bot: BotService };
}

/** `POST /bot/check-job`: the helper on every page, open to anonymous visitors, rate limited. */
export const botRoutes: FastifyPluginAsyncZod<BotDeps> = async (app, { ctx, services }) => {
  route(
    app,
    botApi.checkJob,
    async (request) => {
      const raw = String(request.body.jobId).trim().replace(/^#/, '');
      const number = /^\d{1,16}$/.test(raw) ? Number(raw) : undefined;
      const ref = UUID.test(raw)
        ? { id: raw }
        : number !== undefined && number <= MAX_NUMBER
          ? { number }
          : undefined;
      if (!ref) throw notFound('Job not found');
      const job = await services.bot.findJob(ref);
      if (!job) throw notFound('Job not found');
      const isOwner = request.user?.id === job.ownerId;
      const showTitle = job.status === 'active' || isOwner;
      const warnings =
        isOwner && request.user
          ? await services.bot.warningsFor(job.id, callerLanguage(request, request.user.language))
          : undefined;
      return {
        job: {
          _id: job.id,
          number: job.number,
          status: job.status,
          published: job.published,
          ...(showTitle ? { title: job.title } : {}),
          isOwner,
          ...(warnings ? { warnings } : {}),
        },
      };
    },
    {
      preValidation: ctx.rateLimits.hook([
        { name: 'bot-check-client', points: 30, durationSeconds: 60, key: ctx.rateLimits.clientKey },
      ]),
    },
  );
};
