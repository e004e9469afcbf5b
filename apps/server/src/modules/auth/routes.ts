import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@debut/contract/auth.endpoint-schemas';
import type { FastifyRequest } from 'fastify';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { route } from '../../platform/route.ts';
import { presentUser } from '../users/presenter.ts';
import type { AppContext } from '../../context.ts';
import type { AuthService } from './service.ts';
import type { EmailVerificationService } from './email-verification.ts';

const MINUTE = 60;
const HOUR = 3600;

/** The e-mail in a body, normalised as the schema will, before validation runs. */
const bodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** What this module's routes are built from: the context and the services they call. */
export interface AuthDeps {
  ctx: AppContext;
  services: { auth: AuthService; verification: EmailVerificationService };
}

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, { ctx, services }) => {
  const { auth, verification } = services;
  const { rateLimits } = ctx;
  const perClient = (name: string, points: number, durationSeconds: number) => ({
    name,
    points,
    durationSeconds,
    key: rateLimits.clientKey,
  });
  const perEmail = (name: string, points: number, durationSeconds: number) => ({
    name,
    points,
    durationSeconds,
    key: (request: FastifyRequest) => {
      const email = bodyEmail(request);
      return email === undefined ? undefined : rateLimits.hashKey(`email:${email}`);
    },
  });

  route(
    app,
    authApi.register,
    async (request, reply) => {
      // The account's mails speak the language the person registered in (DESIGN.md §14.0): the form's,
      // else the interface's (its cookie), else the browser's.
      const language =
        request.body.language ??
        requestLanguage({
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
      // The confirmation link and its mail are written with the account: the outbox sends it.
      const { token, user } = await auth.register(request.body, language, verification.writeLink);
      return reply.code(201).send({ token, user: presentUser(user) });
    },
    {
      preValidation: rateLimits.hook([perClient('register-client', 20, HOUR)]),
    },
  );

  route(
    app,
    authApi.login,
    async (request) => {
      const { token, user } = await auth.login(request.body.email, request.body.password);
      return { token, user: presentUser(user) };
    },
    {
      preValidation: rateLimits.hook([
        perEmail('login-email', 10, MINUTE),
        perClient('login-client', 60, MINUTE),
      ]),
    },
  );

  route(app, authApi.me, async (request, _reply, user) => ({ user: presentUser(user) }));

  route(app, authApi.updateMe, async (request, _reply, user) => {
    return { user: presentUser(await auth.updateProfile(user.id, request.body)) };
  });

  route(app, authApi.logout, async (request, reply, user) => {
    await auth.logout(user.sessionId);
    return sendEmpty(reply, 204);
  });

  route(
    app,
    authApi.changePassword,
    async (request, reply, user) => {
      await auth.changePassword(user, request.body);
      return sendEmpty(reply, 204);
    },
    {
      // It checks the current password, so it is limited as sign-in is: a stolen session cannot guess it.
      preValidation: rateLimits.hook([
        {
          name: 'change-password-user',
          points: 10,
          durationSeconds: MINUTE,
          key: (request) => (request.user ? rateLimits.hashKey(`user:${request.user.id}`) : undefined),
        },
        perClient('change-password-client', 60, MINUTE),
      ]),
    },
  );

  route(
    app,
    authApi.forgotPassword,
    async (request, reply) => {
      // The answer must not wait for the mail: its timing would tell whether the account exists.
      auth.forgotPassword(request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
      return sendEmpty(reply, 202);
    },
    {
      preValidation: rateLimits.hook([
        perEmail('forgot-email', 5, HOUR),
        perClient('forgot-client', 20, HOUR),
      ]),
    },
  );

  route(
    app,
    authApi.resetPassword,
    async (request, reply) => {
      await auth.resetPassword(request.body);
      return sendEmpty(reply, 204);
    },
    {
      preValidation: rateLimits.hook([perClient('reset-client', 20, HOUR)]),
    },
  );

  route(
    app,
    authApi.verifyEmail,
    async (request, reply) => {
      await verification.verify(request.body.token);
      return sendEmpty(reply, 204);
    },
    {
      preValidation: rateLimits.hook([perClient('verify-email-client', 30, HOUR)]),
    },
  );

  route(
    app,
    authApi.resendVerification,
    async (request, reply, user) => {
      verification.resend(user);
      return sendEmpty(reply, 204);
    },
    {
      preValidation: rateLimits.hook([
        {
          name: 'resend-verification-user',
          points: 3,
          durationSeconds: HOUR,
          key: (request) => (request.user ? rateLimits.hashKey(`user:${request.user.id}`) : undefined),
        },
        perClient('resend-verification-client', 10, HOUR),
      ]),
    },
  );
};
