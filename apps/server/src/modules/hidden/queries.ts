import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { THiddenKind } from '@debut/contract/hidden';
import type { Db, Tx } from '../../db/client.ts';
import { hiddenItems, jobs } from '../../db/schema.ts';

// What the others read of `hidden_items` (decision 056): the search, the saved searches' matches and
// mails, and the recommendations leave out what a person hid. Only this module writes the table.

/** A person's hidden ids by kind: what a search of theirs leaves out. */
export interface HiddenIds {
  jobs: string[];
  companies: string[];
  owners: string[];
}

export const noneHidden = (hidden: HiddenIds): boolean =>
  hidden.jobs.length === 0 && hidden.companies.length === 0 && hidden.owners.length === 0;

/** One read by the primary key's prefix: at most HIDDEN_MAX rows. */
export async function hiddenIdsOf(db: Db | Tx, userId: string): Promise<HiddenIds> {
  const rows = await db
    .select({ kind: hiddenItems.kind, id: hiddenItems.targetId })
    .from(hiddenItems)
    .where(eq(hiddenItems.userId, userId));
  const ids: HiddenIds = { jobs: [], companies: [], owners: [] };
  const listOf: Record<THiddenKind, string[]> = { job: ids.jobs, company: ids.companies, owner: ids.owners };
  for (const row of rows) listOf[row.kind].push(row.id);
  return ids;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The search's condition on the `jobs` table: none of the person's hidden jobs, companies or owners.
 * Arrays, not a subquery, so the planner keeps the date and text indexes and tests each candidate
 * against the lists (at most HIDDEN_MAX ids in all).
 */
export function notHiddenJob(hidden: HiddenIds): SQL | undefined {
  const conditions: SQL[] = [];
  if (hidden.jobs.length > 0) conditions.push(sql`${jobs.id} <> all(${uuidArray(hidden.jobs)})`);
  if (hidden.companies.length > 0) {
    conditions.push(
      sql`(${jobs.companyId} is null or ${jobs.companyId} <> all(${uuidArray(hidden.companies)}))`,
    );
  }
  if (hidden.owners.length > 0) conditions.push(sql`${jobs.ownerId} <> all(${uuidArray(hidden.owners)})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The same rule in a raw statement: whether the person in `userId` (an SQL expression, such as an
 * alert's `a.user_id`) hid the job under `alias`, probed by the primary key.
 */
export function hiddenByUser(userId: SQL, alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  const job = sql.raw(alias);
  return sql`exists (select 1 from hidden_items h where h.user_id = ${userId} and (
    (h.kind = 'job' and h.target_id = ${job}.id)
    or (h.kind = 'company' and h.target_id = ${job}.company_id)
    or (h.kind = 'owner' and h.target_id = ${job}.owner_id)))`;
}
