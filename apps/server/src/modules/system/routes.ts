import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TClientConfig } from '@debut/contract/config';
import { LANGUAGES, REALTIME_PATH, SELECTOR_LANGUAGES } from '@debut/contract/constants';
import { systemApi } from '@debut/contract/system.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import type { Config } from '../../platform/config.ts';
import { route } from '../../platform/route.ts';
import { createReadiness } from './readiness.ts';

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
  const publicConfig = clientConfig(ctx.config);

  route(app, systemApi.health, async () => ({ status: 'ok' as const }));

  // Readiness proves the node can write; /health stays liveness (the process answers).
  const ready = createReadiness({
    database: ctx.database,
    // DATA_DIR holds PGlite's folder, and the outbox unless mail goes out by SMTP.
    dataDir: ctx.config.databaseUrl && ctx.config.smtpUrl ? undefined : ctx.config.dataDir,
  });
  route(app, systemApi.ready, async (_request, reply) =>
    (await ready()) ? { status: 'ready' as const } : reply.code(503).send({ status: 'unavailable' as const }),
  );

  route(app, systemApi.config, async () => publicConfig);
};
