import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { systemApi } from '@debut/contract/system.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { bearerToken } from '../auth/tokens.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.x.y.z). */
const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address));

/**
 * Whether the request comes from this machine. Behind a trusted proxy the socket is the proxy's, so
 * every address of the forwarded chain (`request.ips`: the socket's and each forwarded one) must be
 * loopback too: a remote client cannot pass by adding "X-Forwarded-For: 127.0.0.1" in front of its own.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const chain = request.ips && request.ips.length > 0 ? request.ips : [request.socket.remoteAddress];
  return chain.every(isLoopback) && isLoopback(request.ip);
}

/**
 * `GET /api/metrics` in Prometheus' text format. With METRICS_TOKEN set, only a scrape that presents
 * it is answered; without it only a scrape from the machine itself (loopback), so that an instance
 * left on defaults does not tell the world its traffic.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; registry: Registry }> = async (
  app,
  { ctx, registry },
) => {
  route(app, systemApi.metrics, async (request, reply) => {
    const expected = ctx.config.metricsToken;
    if (expected === undefined && !fromLoopback(request)) {
      throw forbidden('Metrics are served to this machine only unless METRICS_TOKEN is set');
    }
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
  });
};
