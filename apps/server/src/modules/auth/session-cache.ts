import type { DomainEvent } from '../../domain-events.ts';
import { createNodeCache, type NodeCache } from '../../platform/node-cache.ts';
import type { AuthUser } from './sessions.ts';

/**
 * What may make a cached session wrong: a session revoked, or an account changed (blocked, its role,
 * its confirmation, its profile). Each empties the cache on every node, through the bus.
 */
export const SESSION_CHANGES = [
  'sessions.ended',
  'account.changed',
  'account.blocked',
] as const satisfies readonly DomainEvent['type'][];

export interface CachedSession {
  user: AuthUser;
  /** The session's end, as the row had it when read (or as its sliding renewal set it since). */
  expiresAt: number;
  lastUsedAt: number;
}

/** The bearer-token sessions one node holds, by token hash. */
export type SessionCache = NodeCache<string, CachedSession>;

export interface SessionCacheOptions {
  /** How long an entry is trusted at most; the bus's announcements clear it sooner. 0 turns it off. */
  ttlMs: number;
  max: number;
}

/**
 * Each node's bearer-token sessions (issue 21): a signed-in request costs a map lookup instead of a
 * database round trip, and on the embedded database it no longer queues behind searches for its
 * session. Revocation still takes effect at once: every revocation and every change to an account
 * is a domain event that clears every node's cache after its commit (decision 025).
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  return createNodeCache<string, CachedSession>({
    ...options,
    fresh: (session, now) => session.expiresAt > now,
  });
}
