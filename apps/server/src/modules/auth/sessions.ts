import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@debut/contract/constants';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
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

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
