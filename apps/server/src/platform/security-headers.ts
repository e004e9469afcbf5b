import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url.replaceAll(/[{}]/g, 'x')).origin;
  } catch {
    return undefined;
  }
};

/** CSP allowing only the app itself, the map tiles and the donation page (DESIGN.md §8). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.mapTileUrl.replace('{s}', 'a'));
  const donation = originOf(config.payment.donationUrl);
  const tileHosts = tiles ? [tiles, tiles.replace('://tile.', '://*.tile.')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine sets CSS variables through inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...tileHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'", ...(donation ? [donation] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Helmet's headers on every answer, its middleware built once. @fastify/helmet 13 built it again on
 * every request (parsing the CSP's directives each time), about 2 % of a search's CPU on the node
 * (issue 30); the headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as the CSP's frame-ancestors 'none', for browsers that only read this header.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
