import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, users, type JobRow, type UserRow } from '../../db/schema.ts';

// What moderation reads of jobs: the queue and searches of the admin screens, with each job's owner,
// an account's count of jobs, and an owner's near-copies of a job. The jobs module owns the table's
// writes; these reads serve moderation alone, so they live here (decision 041).

/**
 * An account's number of jobs, as a column of a query on `users`. The outer row is named in full:
 * drizzle writes a one-table query's columns unqualified, which inside the subquery would mean its own.
 */
export const jobsCountColumn = sql<number>`(select count(*)::int from jobs j where j.owner_id = "users"."id")`;

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
