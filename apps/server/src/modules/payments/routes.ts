import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentsApi } from '@debut/contract/payments.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';
import { notFound } from '../../platform/errors.ts';
import { ZText } from '@debut/contract/primitives';
import { requestLanguage } from '../../platform/request-language.ts';
import { route } from '../../platform/route.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { sandboxProvider } from './providers/sandbox.ts';
import { yooMoneyProvider } from './providers/yoomoney.ts';
import { sandboxDonatePage } from './sandbox-page.ts';
import { presentPayment, publicationPrice } from './service.ts';
import type { PaymentsService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface PaymentsDeps {
  ctx: AppContext;
  services: { payments: PaymentsService };
}

/** The notification route, the owner's payment list (under /api), and the sandbox page (not). */
export async function paymentProviders(
  ctx: AppContext,
  service: PaymentsService,
): Promise<Partial<Record<string, PaymentProvider>>> {
  const providers: Partial<Record<string, PaymentProvider>> = {};
  if (ctx.config.payment.provider === 'sandbox') {
    providers.sandbox = sandboxProvider(await service.sandboxSecret());
  }
  if (ctx.config.payment.provider === 'yoomoney' && ctx.config.payment.yoomoneySecret) {
    providers.yoomoney = yooMoneyProvider(ctx.config.payment.yoomoneySecret);
  }
  return providers;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, { ctx, services }) => {
  const service = services.payments;
  const providers = await paymentProviders(ctx, service);

  route(app, paymentsApi.mine, async (request, _reply, user) => ({
    items: (await service.listMine(user.id)).map(presentPayment),
  }));

  route(
    app,
    paymentsApi.notification,
    async (request, reply) => {
      const provider = providers[request.params.provider];
      if (!provider) throw notFound('This payment provider is not enabled');
      const payment = provider.verify(request.body);
      await service.record(provider.name, payment);
      request.log.info({ provider: provider.name }, 'payment notification stored');
      if (provider.name === 'sandbox') {
        // The sandbox page is a browser form: send the person on to the payment result screen.
        const target = `/payment-result?status=success&jobId=${encodeURIComponent(payment.label)}`;
        return reply.code(303).header('location', target).send(null);
      }
      return reply.code(200).type('text/plain').send('OK');
    },
    {
      // Each notification costs a signature check and a write; providers send a few a minute at most.
      preValidation: ctx.rateLimits.hook([
        {
          name: 'payment-notification-client',
          points: 120,
          durationSeconds: 60,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
  );
};

/** `GET /sandbox/donate?label=<jobId>&sum=200`: the test donation page (DESIGN.md §7). */
export const sandboxPageRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, { ctx, services }) => {
  if (ctx.config.payment.provider !== 'sandbox') return;
  const service = services.payments;
  const secret = await service.sandboxSecret();
  app.get(
    '/sandbox/donate',
    {
      schema: {
        tags: ['payments'],
        summary: 'The sandbox donation page (test payments, no real money)',
        querystring: z.object({
          label: ZText.trim().min(1).max(100),
          sum: z.coerce.number().positive().max(1_000_000).default(ctx.config.price.rub),
          lng: ZText.max(35).optional(),
        }),
        produces: ['text/html'],
        response: { 200: z.string(), 404: z.string(), ...errorResponses(400, 429) },
      },
      // Every page signs fresh fields; a person opens it once or twice per payment.
      preValidation: ctx.rateLimits.hook([
        {
          name: 'sandbox-page-client',
          points: 60,
          durationSeconds: 60,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
    async (request, reply) => {
      const { label, sum, lng } = request.query;
      const language = requestLanguage({
        query: lng,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const job = await service.donationJob(label, publicationPrice(ctx.config));
      return reply
        .code(job ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'accept-language, cookie')
        .send(sandboxDonatePage({ label, sum, secret, language, job }));
    },
  );
};
