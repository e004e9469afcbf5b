import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';
import { bearerToken } from '../auth/tokens.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` in Prometheus' text format. With METRICS_TOKEN set, only a scrape that presents
 * it is answered; without it the figures (no personal data) are open, as on a private network.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; registry: Registry }> = async (
  app,
  { ctx, registry },
) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics: request durations by route, database pool, connected sockets',
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const expected = ctx.config.metricsToken;
      if (expected !== undefined) {
        const given = bearerToken(request.headers.authorization);
        if (given === undefined || !sameSecret(given, expected)) {
          throw forbidden('A valid metrics token is required');
        }
      }
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
};
