import type { TDuplicatesResponse } from '@debut/contract/moderation';
import type { Db } from '../../db/client.ts';
import type { JobRow } from '../../db/schema.ts';
import { similarLiveJobsOfOwner } from './job-queries.ts';

/**
 * pg_trgm similarity (0–1) above which two titles, and two descriptions, count as the same vacancy:
 * a reworded sentence or a changed salary stays above it, a different job in the same trade does not.
 */
export const DUPLICATE_SIMILARITY = 0.6;

/** The owner's live jobs whose title and description are both near-identical to this job's. */
export async function findDuplicates(db: Db, job: JobRow): Promise<TDuplicatesResponse['items']> {
  const rows = await similarLiveJobsOfOwner(db, job, DUPLICATE_SIMILARITY, 5);
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    title: row.title,
    similarity: row.similarity,
  }));
}
