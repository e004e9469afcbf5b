import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, jobViews } from '../../db/schema.ts';
import { jobCompanyFactsColumn } from '../companies/job-company.ts';
import type { JobCompanyFacts } from '../companies/presenter.ts';
import { responseFactsColumn, type ResponseFacts } from '../applications/response.ts';
import { ownerEmailVerifiedColumn } from './owner-verified.ts';
import { presentableJobColumns, type PresentableJobRow } from './presenter.ts';

/**
 * A job of a seeker's list (a search's page, the recommendations) with what the list shows beside it:
 * whether its owner confirmed their e-mail, its company and its employer's answer figures. The same
 * for every viewer, so a search's result can be kept and shared; what differs per viewer (isOwner,
 * and `seen` unless the list was read for its viewer) is added when it is presented.
 */
export interface ListedJob {
  row: PresentableJobRow;
  ownerEmailVerified: boolean;
  company: JobCompanyFacts | null;
  response: ResponseFacts | null;
  distanceKm?: number | undefined;
  /**
   * Whether the viewer the list was read for opened the job before (DESIGN.md §14.3); absent when it
   * was read for no one in particular (a result kept for everyone), and then asked when presented.
   */
  seen?: boolean | undefined;
}

/**
 * ListedJob's columns, read in the list's own statement: a few primary-key probes per returned row
 * instead of a round trip each for the companies and the figures (issue 30: the node's CPU per search).
 */
export const listedJobColumns = {
  job: presentableJobColumns,
  ownerEmailVerified: ownerEmailVerifiedColumn,
  company: jobCompanyFactsColumn,
  response: responseFactsColumn,
};

/**
 * Whether `viewer` opened the job before, read with the list (one probe of job_views' key per row)
 * rather than in a round trip of its own after it; false for no viewer (null).
 */
export const seenByColumn = (viewer: string | null | Placeholder): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${jobViews} where ${jobViews.jobId} = ${jobs.id} and ${jobViews.viewerId} = ${viewer}::uuid)`;

/** The same facts for jobs a list already holds (the recommendations, chosen from many candidates). */
export async function listedFactsOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Pick<ListedJob, 'company' | 'response'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, company: jobCompanyFactsColumn, response: responseFactsColumn })
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
  return new Map(rows.map(({ id, company, response }) => [id, { company, response }]));
}
