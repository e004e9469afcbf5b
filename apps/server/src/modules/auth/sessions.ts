import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@debut/contract/constants';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;
export interface AuthUser extends UserRow {
  sessionId: string;
}

const ttl = sql.raw(`interval '${SESSION_TTL_DAYS} days'`);

export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ userId, tokenHash, expiresAt: sql`now() + ${ttl}` });
  return token;
}

/** The user behind a bearer token, or null; a blocked account's token identifies nobody. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.user.blockedAt) return null;
  // Sliding expiry, written at most once a minute per session to keep reads cheap.
  if (Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + ${ttl}` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { ...row.user, sessionId: row.sessionId };
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

/** Rows one purge statement removes: small enough to keep each statement short, at any table size. */
export const PURGE_BATCH = 5_000;

/**
 * Deletes expired sessions and reset links that were used or ran out, a bounded batch per statement
 * until none is left (the scheduler runs it on one node at a time). Gives how many went.
 */
export async function purgeExpiredSessions(
  db: Db,
  batch = PURGE_BATCH,
): Promise<{ sessions: number; resetLinks: number }> {
  const removed = { sessions: 0, resetLinks: 0 };
  for (;;) {
    const expired = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .limit(batch);
    const gone = await db
      .delete(sessions)
      .where(inArray(sessions.id, expired))
      .returning({ id: sessions.id });
    removed.sessions += gone.length;
    if (gone.length < batch) break;
  }
  for (;;) {
    const spent = db
      .select({ tokenHash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, sql`now()`)))
      .limit(batch);
    const gone = await db
      .delete(passwordResets)
      .where(inArray(passwordResets.tokenHash, spent))
      .returning({ tokenHash: passwordResets.tokenHash });
    removed.resetLinks += gone.length;
    if (gone.length < batch) break;
  }
  return removed;
}
