import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from '@debut/contract/auth';
import { ZUserResponse } from '@debut/contract/users';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { presentUser } from '../users/presenter.ts';
import { BEARER, requireUser } from './authenticate.ts';
import { createEmailVerificationService } from './email-verification.ts';
import { createAuthService } from './service.ts';
import { revokeSession } from './sessions.ts';

const MINUTE = 60;
const HOUR = 3600;

/** The e-mail in a body, normalised as the schema will, before validation runs. */
const bodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const verification = createEmailVerificationService(ctx);
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
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      preValidation: rateLimits.hook([perClient('register-client', 20, HOUR)]),
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: ZRegisterRequest,
        response: { 201: ZAuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.register(request.body);
      // After the commit, and never in the way: the account works at once, confirmed or not.
      verification.sendLinkInBackground(user);
      return reply.code(201).send({ token, user: presentUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      preValidation: rateLimits.hook([
        perEmail('login-email', 10, MINUTE),
        perClient('login-client', 60, MINUTE),
      ]),
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZAuthResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { token, user } = await auth.login(request.body.email, request.body.password);
      return { token, user: presentUser(user) };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: BEARER,
        response: { 200: ZUserResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: presentUser(requireUser(request)) }),
  );

  app.patch(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Update display name, country or language',
        security: BEARER,
        body: ZUpdateProfileRequest,
        response: { 200: ZUserResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { user: presentUser(await auth.updateProfile(user.id, request.body)) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes this session',
        security: BEARER,
        response: { 204: ZNoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      ctx.realtime.endSessions(await revokeSession(ctx.db, requireUser(request).sessionId));
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/auth/change-password',
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
      schema: {
        tags,
        summary: 'Change the password; other sessions are revoked',
        security: BEARER,
        body: ZChangePasswordRequest,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await auth.changePassword(requireUser(request), request.body);
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preValidation: rateLimits.hook([
        perEmail('forgot-email', 5, HOUR),
        perClient('forgot-client', 20, HOUR),
      ]),
      schema: {
        tags,
        summary: 'Mail a password-reset link (always 202: no account enumeration)',
        body: ZForgotPasswordRequest,
        response: { 202: ZNoContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The answer must not wait for the mail: its timing would tell whether the account exists.
      auth.forgotPassword(request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
      return sendEmpty(reply, 202);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preValidation: rateLimits.hook([perClient('reset-client', 20, HOUR)]),
      schema: {
        tags,
        summary: 'Set a new password with a reset token; all sessions are revoked',
        body: ZResetPasswordRequest,
        response: { 204: ZNoContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      preValidation: rateLimits.hook([perClient('verify-email-client', 30, HOUR)]),
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the token from the mailed link (no session needed)',
        body: ZVerifyEmailRequest,
        response: { 204: ZNoContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await verification.verify(request.body.token);
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/auth/resend-verification',
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
      schema: {
        tags,
        summary: 'Mail a new e-mail confirmation link (409 when the address is already confirmed)',
        security: BEARER,
        response: { 204: ZNoContent, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      verification.resend(requireUser(request));
      return sendEmpty(reply, 204);
    },
  );
};
