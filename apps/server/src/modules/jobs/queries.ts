import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, users, type JobRow, type UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

// The reads other modules make of jobs. Only the jobs module touches the jobs table (issue 17), so a
// change to its columns, indexes or rules is made here and nowhere else; the ESLint configuration holds
// the other modules to it.

export const jobNotFound = () => notFound('Job not found');

/** Only the owner may change a job; the rule lives next to what it protects. */
export function assertOwner(userId: string, job: JobRow): void {
  if (job.ownerId !== userId) throw forbidden('Only the owner of this job can do this');
}

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

/** The job if `userId` owns it: 404 when there is none, 403 when it is someone else's. */
export async function loadOwnedJob(db: Db | Tx, userId: string, id: string): Promise<JobRow> {
  const job = await loadJob(db, id);
  assertOwner(userId, job);
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

/** The ids of an owner's active jobs (live, or held for review). */
export async function activeJobIdsOfOwner(db: Db | Tx, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')));
  return rows.map((row) => row.id);
}

/** What identifies a job to someone who only has its id or number: the bot, a payment's label. */
export type JobBrief = Pick<JobRow, 'id' | 'number' | 'title' | 'status' | 'published' | 'ownerId'>;

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
    })
    .from(jobs)
    .where('id' in ref ? eq(jobs.id, ref.id) : eq(jobs.number, ref.number));
  return job;
}

/**
 * An account's number of jobs, as a column of a query on `users`. The outer row is named in full:
 * drizzle writes a one-table query's columns unqualified, which inside the subquery would mean its own.
 */
export const jobsCountColumn = sql<number>`(select count(*)::int from jobs j where j.owner_id = "users"."id")`;

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

/** A near-copy of a job among its owner's live ones, with how alike the two are (0–1). */
export interface SimilarJob {
  id: string;
  number: number;
  title: string;
  similarity: number;
}

/**
 * The owner's other live jobs whose title and description are both at least `minSimilarity` alike to
 * this job's (pg_trgm), most alike first.
 */
export async function similarLiveJobsOfOwner(
  db: Db | Tx,
  job: Pick<JobRow, 'id' | 'ownerId' | 'title' | 'description'>,
  minSimilarity: number,
  limit: number,
): Promise<SimilarJob[]> {
  const titleSimilarity = sql<number>`similarity(${jobs.title}, ${job.title})::float8`;
  const descriptionSimilarity = sql<number>`similarity(${jobs.description}, ${job.description})::float8`;
  return db
    .select({
      id: jobs.id,
      number: jobs.number,
      title: jobs.title,
      similarity: sql<number>`least(${titleSimilarity}, ${descriptionSimilarity})`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.ownerId, job.ownerId),
        eq(jobs.status, 'active'),
        ne(jobs.id, job.id),
        sql`${titleSimilarity} >= ${minSimilarity}`,
        sql`${descriptionSimilarity} >= ${minSimilarity}`,
      ),
    )
    .orderBy(desc(sql`least(${titleSimilarity}, ${descriptionSimilarity})`))
    .limit(limit);
}

/**
 * A job as moderation lists it: with its owner's name and address, and the count of open reports the
 * caller defines (a correlated subquery on "jobs"."id"; reports are moderation's).
 */
export interface JobWithOwner {
  job: JobRow;
  owner: Pick<UserRow, 'id' | 'displayName' | 'email' | 'language'>;
  openReports: number;
}

function jobsWithOwners(
  db: Db | Tx,
  openReports: SQL<number>,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<JobWithOwner[]> {
  return db
    .select({
      job: jobs,
      owner: { id: users.id, displayName: users.displayName, email: users.email, language: users.language },
      openReports,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

export async function jobWithOwner(
  db: Db | Tx,
  id: string,
  openReports: SQL<number>,
): Promise<JobWithOwner | undefined> {
  const [view] = await jobsWithOwners(db, openReports, eq(jobs.id, id), [], 1);
  return view;
}

export function jobsWithOwnersByIds(
  db: Db | Tx,
  ids: string[],
  openReports: SQL<number>,
): Promise<JobWithOwner[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return jobsWithOwners(db, openReports, inArray(jobs.id, ids), [], ids.length);
}

/** The jobs that need a moderator's look: held, blocked or reported; the held and most reported first. */
export function jobsNeedingReview(
  db: Db | Tx,
  openReports: SQL<number>,
  limit: number,
): Promise<JobWithOwner[]> {
  return jobsWithOwners(
    db,
    openReports,
    or(isNotNull(jobs.heldAt), eq(jobs.status, 'blocked'), sql`${openReports} > 0`),
    [sql`${jobs.heldAt} IS NULL`, desc(openReports), desc(jobs.createdAt)],
    limit,
  );
}

/**
 * A moderator's search, newest first: `pattern` (an ILIKE pattern) in the title, the company or the
 * owner's e-mail, or the job's number.
 */
export function jobsWithOwnersMatching(
  db: Db | Tx,
  search: { pattern: string; number: number | undefined },
  openReports: SQL<number>,
  limit: number,
): Promise<JobWithOwner[]> {
  return jobsWithOwners(
    db,
    openReports,
    or(
      ilike(jobs.title, search.pattern),
      ilike(jobs.companyName, search.pattern),
      ilike(users.email, search.pattern),
      ...(search.number === undefined ? [] : [eq(jobs.number, search.number)]),
    ),
    [desc(jobs.createdAt)],
    limit,
  );
}
