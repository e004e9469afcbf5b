import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompaniesDeps } from './routes.ts';

const LOGO_FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * `/company-logos/{hash}.webp`: a logo's bytes from the database, so every node serves the same file.
 * The address changes with the content, so browsers and caches keep it for a year unasked.
 */
export const companyLogoRoutes: FastifyPluginAsyncZod<CompaniesDeps> = async (app, { services }) => {
  app.get<{ Params: { file: string } }>(
    '/company-logos/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const hash = LOGO_FILE.exec(request.params.file)?.[1];
      const data = hash ? await services.companies.logo(hash) : undefined;
      if (!data) {
        return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
      }
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  );
};
