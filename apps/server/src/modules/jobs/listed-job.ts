import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { jobCompanyFactsColumn } from '../companies/job-company.ts';
import type { JobCompanyFacts } from '../companies/presenter.ts';
import { responseFactsColumn, type ResponseFacts } from '../applications/response.ts';
import { ownerEmailVerifiedColumn } from './owner-verified.ts';
import { presentableJobColumns, type PresentableJobRow } from './presenter.ts';

/**
 * A job of a seeker's list (a search's page, the recommendations) with what the list shows beside it:
 * whether its owner confirmed their e-mail, its company and its employer's answer figures. The same
 * for every viewer, so a search's result can be kept and shared; what differs per viewer (seen,
 * isOwner) is added when it is presented.
 */
export interface ListedJob {
  row: PresentableJobRow;
  ownerEmailVerified: boolean;
  company: JobCompanyFacts | null;
  response: ResponseFacts | null;
  distanceKm?: number | undefined;
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
