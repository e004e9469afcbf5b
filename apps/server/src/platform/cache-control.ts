import type { FastifyInstance } from 'fastify';

/** API answers that are the same for everyone and carry nothing private: caches may keep them. */
const PUBLIC_PATHS = ['/api/config', '/api/health'];
const isPublic = (pathname: string) =>
  PUBLIC_PATHS.includes(pathname) || pathname === '/api/docs' || pathname.startsWith('/api/docs/');

/**
 * Every other /api answer (and any answer to a request with credentials) may depend on who asks, so
 * no browser or shared cache keeps it (ASVS 5.0 14.3.2): `Cache-Control: no-store`, errors included.
 * A route that set its own Cache-Control keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api')) return payload;
    if (reply.hasHeader('cache-control')) return payload;
    if (isPublic(pathname) && request.headers.authorization === undefined) return payload;
    void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
