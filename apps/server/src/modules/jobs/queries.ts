import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { assertCanManageJob } from '../companies/job-access.ts';

// The jobs module's reads that several modules share (a job or its 404, jobs by ids, an owner's jobs).
// Only the jobs module writes the jobs table; a read that serves one other module lives in that module
// (alerts, vacancy pages, moderation), through the one live rule in db/live-job.ts (decision 041).

export const jobNotFound = () => notFound('Job not found');

export async function findJob(db: Db | Tx, id: string): Promise<JobRow | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** The job, or the 404 every route answers for a job that does not exist. */
export async function loadJob(db: Db | Tx, id: string): Promise<JobRow> {
  const job = await findJob(db, id);
  if (!job) throw jobNotFound();
  return job;
}

/** The job locked until the transaction ends, so what the caller decides from it cannot go stale. */
export async function loadJobForUpdate(tx: Tx, id: string): Promise<JobRow> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!job) throw jobNotFound();
  return job;
}

/**
 * The job if `userId` may manage it, its owner or a member of its company (`canManageJob`): 404 when
 * there is none, 403 when it is someone else's.
 */
export async function loadManagedJob(db: Db | Tx, userId: string, id: string): Promise<JobRow> {
  const job = await loadJob(db, id);
  await assertCanManageJob(db, userId, job);
  return job;
}

/**
 * The jobs of a list another module read first (its applications, its favourites), in one query by
 * primary key; a job deleted meanwhile is absent from the map.
 */
export async function jobsByIds(db: Db | Tx, ids: string[]): Promise<Map<string, JobRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobs)
    .where(inArray(jobs.id, [...new Set(ids)]));
  return new Map(rows.map((job) => [job.id, job]));
}

/** How chats and the account export name a job. */
export type JobTitle = Pick<JobRow, 'id' | 'title'>;

/** `jobsByIds` for lists that show only the job's title. */
export async function jobTitlesByIds(db: Db | Tx, ids: string[]): Promise<Map<string, JobTitle>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.id, [...new Set(ids)]));
  return new Map(rows.map((job) => [job.id, job]));
}

/**
 * The ids of every job of an owner, as a query: awaited it lists them, passed to `inArray` it is a
 * subquery, so a filter by owner stays one statement however many jobs the owner has.
 */
export function jobIdsOfOwner(db: Db | Tx, ownerId: string) {
  return db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, ownerId));
}

/** What identifies a job to someone who only has its id or number: the bot, a payment's label. */
export type JobBrief = Pick<
  JobRow,
  'id' | 'number' | 'title' | 'status' | 'published' | 'ownerId' | 'companyId'
>;

export async function findJobBrief(
  db: Db | Tx,
  ref: { id: string } | { number: number },
): Promise<JobBrief | undefined> {
  const [job] = await db
    .select({
      id: jobs.id,
      number: jobs.number,
      status: jobs.status,
      published: jobs.published,
      title: jobs.title,
      ownerId: jobs.ownerId,
      companyId: jobs.companyId,
    })
    .from(jobs)
    .where('id' in ref ? eq(jobs.id, ref.id) : eq(jobs.number, ref.number));
  return job;
}

/**
 * The search vocabulary's words that the owner's jobs use, read before the account (and by cascade its
 * jobs) is deleted; `forgetUnusedSearchWords` then drops those no other job has.
 */
export async function searchWordsOfOwner(tx: Db | Tx, ownerId: string): Promise<string[]> {
  const words = sql`unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || company_name || ' ' || category_terms)))`;
  const owned = (await tx.execute(
    sql`select coalesce(array_agg(distinct w), '{}') as words from jobs, ${words} as w where owner_id = ${ownerId}`,
  )) as unknown as { rows: { words: string[] }[] };
  return owned.rows[0]?.words ?? [];
}
