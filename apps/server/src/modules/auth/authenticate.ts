import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
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
  // Who may call a route is its declaration's access, checked by platform/route.ts before validation.
}
