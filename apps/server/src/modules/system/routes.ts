import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientConfig, ZHealth, ZReady, type TClientConfig } from '@debut/contract/config';
import { LANGUAGES, REALTIME_PATH, SELECTOR_LANGUAGES } from '@debut/contract/constants';
import type { AppContext } from '../../context.ts';
import type { Config } from '../../platform/config.ts';

const OSM_ATTRIBUTION = '&copy; OpenStreetMap contributors';

export function clientConfig(config: Config): TClientConfig {
  return {
    price: { amount: config.price.rub, currency: 'RUB', approxUsd: config.price.usdApprox },
    listingDays: config.listing.days,
    payment: { provider: config.payment.provider, donationUrl: config.payment.donationUrl },
    realtime: { path: REALTIME_PATH },
    map: { tileUrl: config.mapTileUrl, attribution: OSM_ATTRIBUTION },
    languages: [...LANGUAGES],
    selectorLanguages: [...SELECTOR_LANGUAGES],
  };
}

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['system'];
  const publicConfig = clientConfig(ctx.config);

  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ready' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/config',
    { schema: { tags, summary: 'Public client configuration', response: { 200: ZClientConfig } } },
    async () => publicConfig,
  );
};
