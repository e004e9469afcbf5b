import { sql, type SQL } from 'drizzle-orm';
import { jobs, type JobRow } from './schema.ts';

// DESIGN.md §5: a job is live — in the search, the public list, its public page, saved searches and
// their mails — while it is active and not held by reports for review. The rule is written here once,
// for rows and for SQL; the partial indexes of the searchable jobs (schema.ts) carry the same
// predicate, `LIVE_JOB_PREDICATE`, so the planner can use them for every query built from it.
export { LIVE_JOB_PREDICATE } from './schema.ts';

/** Whether a job row is live. */
export const isLiveJob = (job: Pick<JobRow, 'status' | 'heldAt'>): boolean =>
  job.status === 'active' && job.heldAt === null;

/** The rule on the `jobs` table of a query built with drizzle (columns qualified by the table). */
export const liveJob: SQL = sql`${jobs.status} = 'active' AND ${jobs.heldAt} IS NULL`;

/** The rule on the jobs table under an alias of a raw statement (`join jobs j` → `liveJobAs('j')`). */
export function liveJobAs(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return sql.raw(`${alias}.status = 'active' AND ${alias}.held_at IS NULL`);
}
