import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@debut/contract/constants';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';
import type { SessionCache } from './session-cache.ts';
import { inBatches, PURGE_BATCH } from '../../platform/batches.ts';

import type { AuthUser } from '../../platform/caller.ts';

export type { AuthUser };

const ttl = sql.raw(`interval '${SESSION_TTL_DAYS} days'`);

export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ userId, tokenHash, expiresAt: sql`now() + ${ttl}` });
  return token;
}

/**
 * The session lookup of every signed-in request, prepared once per database: its SQL text is not
 * rebuilt for each request, and PostgreSQL plans it once per connection.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');
}

/** Sliding expiry, written at most once a minute per session to keep reads cheap. */
const RENEW_AFTER_MS = 60_000;

/**
 * The user behind a bearer token, or null; a blocked account's token identifies nobody. With a cache
 * (the request path), a session read in the last moments answers from memory (session-cache.ts).
 */
export async function findSessionUser(db: Db, token: string, cache?: SessionCache): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) {
    if (Date.now() - cached.lastUsedAt > RENEW_AFTER_MS) {
      cached.lastUsedAt = Date.now();
      cached.expiresAt = await renew(db, cached.user.sessionId);
    }
    // A copy: what a handler does with its request's user never reaches the next request.
    return { ...cached.user };
  }
  const generation = cache?.generation() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  if (!row || row.user.blockedAt) return null;
  const user: AuthUser = { ...row.user, sessionId: row.sessionId };
  let { lastUsedAt, expiresAt } = row;
  if (Date.now() - lastUsedAt.getTime() > RENEW_AFTER_MS) {
    lastUsedAt = new Date();
    expiresAt = new Date(await renew(db, row.sessionId));
  }
  cache?.set(
    tokenHash,
    { user: { ...user }, lastUsedAt: lastUsedAt.getTime(), expiresAt: expiresAt.getTime() },
    generation,
  );
  return user;
}

async function renew(db: Db, sessionId: string): Promise<number> {
  const [renewed] = await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + ${ttl}` })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt });
  // A session revoked meanwhile: its end is now, and its revocation clears the cache anyway.
  return renewed?.expiresAt.getTime() ?? Date.now();
}

/** Of the given sessions, those that still identify someone (not revoked, not expired, not blocked). */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`), isNull(users.blockedAt)),
    );
  return new Set(rows.map((row) => row.id));
}

// Every revocation gives back the ids of the sessions it ended: the caller hands them, once the
// transaction has committed, to the real-time server, which closes their sockets on every node.

export async function revokeSession(db: Db, sessionId: string): Promise<string[]> {
  const ended = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

export async function revokeAllSessions(db: Db, userId: string, exceptSessionId?: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Deletes expired sessions and reset links that were used or ran out, a bounded batch per statement
 * until none is left (the scheduler runs it on one node at a time). Gives how many went.
 */
export async function purgeExpiredSessions(
  db: Db,
  batch = PURGE_BATCH,
): Promise<{ sessions: number; resetLinks: number }> {
  const expiredSessions = await inBatches(batch, async (size) => {
    const expired = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .limit(size);
    const gone = await db
      .delete(sessions)
      .where(inArray(sessions.id, expired))
      .returning({ id: sessions.id });
    return gone.length;
  });
  const resetLinks = await inBatches(batch, async (size) => {
    const spent = db
      .select({ tokenHash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, sql`now()`)))
      .limit(size);
    const gone = await db
      .delete(passwordResets)
      .where(inArray(passwordResets.tokenHash, spent))
      .returning({ tokenHash: passwordResets.tokenHash });
    return gone.length;
  });
  return { sessions: expiredSessions, resetLinks };
}
