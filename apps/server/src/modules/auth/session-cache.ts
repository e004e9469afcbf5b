import type { DomainEvent } from '../../domain-events.ts';
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

export interface SessionCache {
  /** The session of a token hash if it is cached, not stale and not past its end. */
  get(tokenHash: string): CachedSession | undefined;
  /**
   * The cache's generation: read it before a lookup and give it to `set`, so that a row read before a
   * revocation is never stored after it (the revocation's clear would otherwise be undone).
   */
  generation(): number;
  set(tokenHash: string, session: CachedSession, generation: number): void;
  clear(): void;
}

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
  const entries = new Map<string, CachedSession & { storedAt: number }>();
  let generation = 0;
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = Date.now();
      if (now - entry.storedAt > options.ttlMs || entry.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(tokenHash, session, readAt) {
      if (options.ttlMs <= 0 || readAt !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { ...session, storedAt: Date.now() });
      // The oldest stored entry goes first: a Map keeps insertion order.
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
