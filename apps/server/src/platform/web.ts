import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Client routes whose address can hold a secret (the password-reset token). */
const SECRET_IN_URL_PAGES = /^\/reset-password\/?$/;

/**
 * Serves the built SPA with fallback to index.html for client routes; unknown /api paths stay JSON 404s.
 * Hashed assets are cached for a year, index.html never, so a deploy is picked up at once; text assets
 * go out brotli- or gzip-compressed, as the build wrote them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
      preCompressed: true,
      // Cache-Control is ours alone (below, and no-cache on the index.html fallback): send's own
      // "public, max-age=0" would overwrite both.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain: caches must keep them apart.
        const vary = res.getHeader('Vary');
        void res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      },
    });
    // Headers set on the reply (CORS's "Vary: Origin") replace those setHeaders wrote on the raw
    // response when the head goes out: both Vary lists are merged into the reply's.
    app.addHook('onSend', async (_request, reply, payload) => {
      const rawVary = reply.raw.getHeader('Vary');
      if (rawVary === undefined) return payload;
      const names = new Set(
        [reply.getHeader('vary'), rawVary]
          .flatMap((value) => (value === undefined ? [] : String(value).split(',')))
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      );
      void reply.header('vary', [...names].join(', '));
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api');
    if (hasWeb && wantsPage && !path.extname(pathname)) {
      // The reset page's address holds the reset token: its own asset and API requests must not
      // carry it away in a Referer header (the page also drops it from the address bar on load).
      if (SECRET_IN_URL_PAGES.test(pathname)) void reply.header('Referrer-Policy', 'no-referrer');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
}
