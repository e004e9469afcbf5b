import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDuplicatesResponse } from '@debut/contract/moderation';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobRow } from '../jobs/presenter.ts';

/**
 * pg_trgm similarity (0–1) above which two titles, and two descriptions, count as the same vacancy:
 * a reworded sentence or a changed salary stays above it, a different job in the same trade does not.
 */
export const DUPLICATE_SIMILARITY = 0.6;

/** The owner's live jobs whose title and description are both near-identical to this job's. */
export async function findDuplicates(db: Db, job: JobRow): Promise<TDuplicatesResponse['items']> {
  const titleSimilarity = sql<number>`similarity(${jobs.title}, ${job.title})::float8`;
  const descriptionSimilarity = sql<number>`similarity(${jobs.description}, ${job.description})::float8`;
  const rows = await db
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
        sql`${titleSimilarity} >= ${DUPLICATE_SIMILARITY}`,
        sql`${descriptionSimilarity} >= ${DUPLICATE_SIMILARITY}`,
      ),
    )
    .orderBy(desc(sql`least(${titleSimilarity}, ${descriptionSimilarity})`))
    .limit(5);
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    title: row.title,
    similarity: row.similarity,
  }));
}
