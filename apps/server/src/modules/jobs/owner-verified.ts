import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
