import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, users } from '../../db/schema.ts';

/**
 * Whether a job's owner confirmed their e-mail, as a column of a query on `jobs`: a primary-key probe
 * per returned row, so a search pays it for its page only (at most limit + 1 rows), never per match.
 */
export const ownerEmailVerifiedColumn = sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${jobs.ownerId} and ${users.emailVerifiedAt} is not null)`;

/** The same for one owner, for the routes that read a single job. */
export async function isOwnerEmailVerified(db: Db, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), isNotNull(users.emailVerifiedAt)));
  return row !== undefined;
}

/** Which of these owners confirmed their e-mail, in one query (a member's list mixes owners). */
export async function verifiedOwners(db: Db, ownerIds: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ownerIds)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), isNotNull(users.emailVerifiedAt)));
  return new Set(rows.map((row) => row.id));
}
