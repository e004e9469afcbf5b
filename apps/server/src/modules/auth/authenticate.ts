import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../platform/errors.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionUser, type AuthUser } from './sessions.ts';
import { bearerToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: AuthUser | null;
  }
}

/** Resolves the bearer token of every request once, before any handler runs. */
export function registerAuthentication(app: FastifyInstance, db: Db, cache: SessionCache): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await findSessionUser(db, token, cache) : null;
  });
  // A route that documents the bearer scheme refuses anonymous callers before it validates anything,
  // so the OpenAPI description and the behaviour cannot drift apart.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.security) return;
    const guard = async (request: FastifyRequest) => {
      requireUser(request);
    };
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), guard];
  });
}

/** The signed-in user, or a 401: every route but the public ones starts with this. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
