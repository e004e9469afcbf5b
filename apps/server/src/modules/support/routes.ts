import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUPPORT_REQUESTS_PER_HOUR } from '@debut/contract/support';
import { supportApi } from '@debut/contract/support.endpoint-schemas';
import { route } from '../../platform/route.ts';
import { presentSupportRequest } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { SupportService } from './service.ts';

/** The e-mail a request names, read before validation so refused requests count too (DESIGN.md §4). */
function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/** What this module's routes are built from: the context and the services they call. */
export interface SupportDeps {
  ctx: AppContext;
  services: { support: SupportService };
}

/** `POST /support` (anyone) and the admins' queue under `/admin/support` (decision 015). */
export const supportRoutes: FastifyPluginAsyncZod<SupportDeps> = async (app, { ctx, services }) => {
  const service = services.support;
  const hour = 3600;
  const limit = ctx.rateLimits.hook([
    {
      name: 'support-client',
      points: SUPPORT_REQUESTS_PER_HOUR,
      durationSeconds: hour,
      key: ctx.rateLimits.clientKey,
    },
    {
      name: 'support-email',
      points: SUPPORT_REQUESTS_PER_HOUR,
      durationSeconds: hour,
      key: (request) => {
        const email = bodyEmail(request);
        return email ? ctx.rateLimits.hashKey(`support-email:${email}`) : undefined;
      },
    },
  ]);

  route(
    app,
    supportApi.send,
    async (request, reply) => {
      const row = await service.create(request.user?.id ?? null, request.body);
      request.log.info({ supportRequestId: row.id }, 'support request stored');
      return reply
        .code(201)
        .send({ request: { _id: row.id, id: row.id, createdAt: row.createdAt.toISOString() } });
    },
    {
      preValidation: limit,
    },
  );

  // Admins only, refused before validation like every /admin route.
  await app.register(async (plugin) => {
    const adminApp = plugin.withTypeProvider<ZodTypeProvider>();

    route(adminApp, supportApi.queue, async (request) => ({
      items: (await service.list(request.query.status)).map(presentSupportRequest),
    }));

    route(adminApp, supportApi.answer, async (request, _reply, user) => {
      const answered = await service.answer(user.id, request.params.id, request.body.answer);
      return { request: presentSupportRequest(answered) };
    });
  });
};
