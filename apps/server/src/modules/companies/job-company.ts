import { inArray, sql } from 'drizzle-orm';
import type { TJobCompany } from '@debut/contract/companies';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema.ts';
import { presentJobCompany, type JobCompanyFacts } from './presenter.ts';

/**
 * A job's company as lists show it, as a column of a query on `jobs` (null without a company): a
 * primary-key probe per returned row, read in the list's own statement instead of a round trip of
 * its own (issue 30). The outer table is named in full, as drizzle may write it unqualified.
 */
export const jobCompanyFactsColumn = sql<JobCompanyFacts | null>`(select json_build_object(
    'id', c.id, 'slug', c.slug, 'name', c.name, 'logoHash', c.logo_hash,
    'documentsVerified', c.documents_verified_at is not null,
    'domainVerified', c.domain_verified_at is not null,
    'ownerEmailConfirmed', exists (
      select 1 from ${companyMembers} m join ${users} u on u.id = m.user_id
      where m.company_id = c.id and m.role = 'owner' and u.email_verified_at is not null))
  from ${companies} c where c.id = "jobs"."company_id")`;

/** `companies.id` written out in full: inside a subquery on users a bare "id" means theirs. */
const companyIdColumn = sql.raw('"companies"."id"');

/**
 * The companies of a page of jobs as job payloads carry them, in one query; the key is the company's
 * id. Jobs without a company need no entry.
 */
export async function jobCompaniesByIds(
  db: Db | Tx,
  ids: readonly (string | null)[],
  publicBase: string,
): Promise<Map<string, TJobCompany>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      company: companies,
      ownerEmailConfirmed: sql<boolean>`exists (
        select 1 from ${companyMembers} m join ${users} u on u.id = m.user_id
        where m.company_id = ${companyIdColumn} and m.role = 'owner' and u.email_verified_at is not null)`,
    })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Map(
    rows.map((row) => [row.company.id, presentJobCompany(row.company, row.ownerEmailConfirmed, publicBase)]),
  );
}

/** A job's company from `jobCompaniesByIds`'s answer; null for a job without one. */
export function companyOfJob(
  companies: ReadonlyMap<string, TJobCompany>,
  job: { companyId: string | null },
): TJobCompany | null {
  return (job.companyId && companies.get(job.companyId)) || null;
}

/** One job's company as its payload carries it: one query, none for a job without a company. */
export async function jobCompany(
  db: Db | Tx,
  job: { companyId: string | null },
  publicBase: string,
): Promise<TJobCompany | null> {
  return job.companyId ? companyOfJob(await jobCompaniesByIds(db, [job.companyId], publicBase), job) : null;
}
