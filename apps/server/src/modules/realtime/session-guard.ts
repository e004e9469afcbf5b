import type { Db } from '../../db/client.ts';
import { liveSessionIds } from '../auth/sessions.ts';

/** How long one node trusts a session it has just checked, unless a revocation is announced first. */
export const SESSION_CHECK_TTL_MS = 5_000;
/** Above this many remembered sessions, the expired entries are swept before adding more. */
const SWEEP_ABOVE = 10_000;

export interface SessionGuard {
  /** The subset of `sessionIds` that still identify someone, from the cache or one query. */
  live(sessionIds: string[]): Promise<Set<string>>;
  /** Drops what the cache believes about these sessions (they were revoked, here or on another node). */
  forget(sessionIds: string[]): void;
}

/**
 * Re-checks a socket's session before a private event reaches it (ASVS 7.4.1): a socket outlives the
 * handshake that checked its token, so revocation, expiry and blocking are checked again at delivery.
 * One node remembers a positive answer for a few seconds, so a busy chat costs one indexed query per
 * session per few seconds, not one per message; a revocation announcement clears it at once.
 */
export function createSessionGuard(db: Db, ttlMs = SESSION_CHECK_TTL_MS): SessionGuard {
  const confirmedUntil = new Map<string, number>();
  // Counts revocations: an answer read while one was announced may predate it and is not remembered.
  let revocations = 0;
  const sweep = (now: number) => {
    if (confirmedUntil.size <= SWEEP_ABOVE) return;
    for (const [id, until] of confirmedUntil) if (until <= now) confirmedUntil.delete(id);
  };
  return {
    async live(sessionIds) {
      const now = Date.now();
      const live = new Set<string>();
      const unknown: string[] = [];
      for (const id of new Set(sessionIds)) {
        if ((confirmedUntil.get(id) ?? 0) > now) live.add(id);
        else unknown.push(id);
      }
      if (unknown.length === 0) return live;
      const revocationsBefore = revocations;
      const found = await liveSessionIds(db, unknown);
      sweep(now);
      for (const id of unknown) {
        if (found.has(id)) {
          if (revocations === revocationsBefore) confirmedUntil.set(id, now + ttlMs);
          live.add(id);
        } else {
          confirmedUntil.delete(id);
        }
      }
      return live;
    },
    forget(sessionIds) {
      revocations += 1;
      for (const id of sessionIds) confirmedUntil.delete(id);
    },
  };
}
