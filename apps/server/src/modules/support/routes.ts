import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUPPORT_REQUESTS_PER_HOUR,
  ZSupportAnswerRequest,
  ZSupportQueueQuery,
  ZSupportQueueResponse,
  ZSupportReceipt,
  ZSupportRequestCreate,
  ZSupportRequestParams,
  ZSupportRequestResponse,
} from '@debut/contract/support';
import type { AppContext } from '../../context.ts';
import { supportAnswerMail } from '../../mail/support-answer-mail.ts';
import { forbidden } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { answerLanguage, presentSupportRequest } from './presenter.ts';
import { createSupportService } from './service.ts';

/** The e-mail a request names, read before validation so refused requests count too (DESIGN.md §4). */
function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/** `POST /support` (anyone) and the admins' queue under `/admin/support` (decision 015). */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSupportService(ctx.db);
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

  app.post(
    '/support',
    {
      preValidation: limit,
      schema: {
        tags: ['support'],
        summary: 'Send a message to the site’s support (the contact form); signed in or not',
        body: ZSupportRequestCreate,
        response: { 201: ZSupportReceipt, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.user?.id ?? null, request.body);
      request.log.info({ supportRequestId: row.id }, 'support request stored');
      return reply
        .code(201)
        .send({ request: { _id: row.id, id: row.id, createdAt: row.createdAt.toISOString() } });
    },
  );

  // Admins only, refused before validation like every /admin route.
  await app.register(async (plugin) => {
    const adminApp = plugin.withTypeProvider<ZodTypeProvider>();
    adminApp.addHook('onRequest', async (request) => {
      if (requireUser(request).role !== 'admin') throw forbidden('Only administrators can do this');
    });

    adminApp.get(
      '/admin/support',
      {
        schema: {
          tags: ['admin'],
          summary: 'The support queue: open requests oldest first (default), or answered ones newest first',
          security: BEARER,
          querystring: ZSupportQueueQuery,
          response: { 200: ZSupportQueueResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        items: (await service.list(request.query.status)).map(presentSupportRequest),
      }),
    );

    adminApp.post(
      '/admin/support/:id/answer',
      {
        schema: {
          tags: ['admin'],
          summary: 'Answer a support request: mailed to the sender, the request marked answered (audited)',
          security: BEARER,
          params: ZSupportRequestParams,
          body: ZSupportAnswerRequest,
          response: { 200: ZSupportRequestResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        const answered = await service.answer(admin.id, request.params.id, request.body.answer);
        const { request: row } = answered;
        // The answer is recorded first; a mail failure is logged and does not undo it.
        ctx.mailer
          .send(
            supportAnswerMail({
              email: row.email,
              displayName: answered.sender?.displayName ?? null,
              language: answerLanguage(answered),
              subject: row.subject,
              message: row.message,
              createdAt: row.createdAt,
              answer: row.answer ?? request.body.answer,
            }),
          )
          .catch((error: unknown) => {
            ctx.logger.error({ err: error }, 'support answer mail failed');
          });
        return { request: presentSupportRequest(answered) };
      },
    );
  });
};
