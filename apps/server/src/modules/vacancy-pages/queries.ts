import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TProfession } from '@debut/contract/professions';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, jobs, users, type CompanyRow } from '../../db/schema.ts';
import { liveJob } from '../../db/live-job.ts';
import { boxCondition, circleBox, haversineKm } from '../jobs/search.ts';

// The public face of jobs: what the vacancy pages, the listing and the sitemap read, which crawlers and
// anonymous visitors reach. The jobs module owns the table's writes; these reads serve this module alone,
// so they live here (decision 041), through the one live rule (db/live-job.ts). Only live jobs are
// listed; a job's own page also finds a closed one, to answer 410.

/** A vacancy as its public page shows it: the job's own fields and the employer's country. */
const publicJobColumns = {
  id: jobs.id,
  number: jobs.number,
  title: jobs.title,
  description: jobs.description,
  salary: jobs.salary,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  monthlySalary: jobs.monthlySalary,
  salaryMax: jobs.salaryMax,
  address: jobs.address,
  lat: jobs.lat,
  lng: jobs.lng,
  companyName: jobs.companyName,
  category: jobs.category,
  categoryOther: jobs.categoryOther,
  schedule: jobs.schedule,
  employmentType: jobs.employmentType,
  daysPerWeek: jobs.daysPerWeek,
  hoursPerDay: jobs.hoursPerDay,
  benefits: jobs.benefits,
  requirements: jobs.requirements,
  noSpecialRequirements: jobs.noSpecialRequirements,
  experience: jobs.experience,
  internship: jobs.internship,
  status: jobs.status,
  closedReason: jobs.closedReason,
  heldAt: jobs.heldAt,
  publishedAt: jobs.publishedAt,
  expiresAt: jobs.expiresAt,
  updatedAt: jobs.updatedAt,
  language: jobs.language,
  ownerCountry: users.country,
  ownerEmailVerifiedAt: users.emailVerifiedAt,
  // The company's public page, logo and website, for the link and the JobPosting (§14.1).
  companySlug: companies.slug,
  companyLogoHash: companies.logoHash,
  // Whose answer figures the page shows (§14.2): the company's, else the owner's.
  ownerId: jobs.ownerId,
  companyId: jobs.companyId,
  companyWebsite: companies.website,
};

/** Jobs with their owner's country, ready for a where clause. */
const selectPublicJobs = (db: Db) =>
  db
    .select(publicJobColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));

export type PublicJob = Awaited<ReturnType<typeof selectPublicJobs>>[number];

// Every vacancy page's one query, prepared once per database: building drizzle's SQL for each page
// cost more of the node's time than PostgreSQL spends answering it (issue 28).
const publicJobLookups = new WeakMap<Db, ReturnType<typeof preparePublicJobLookup>>();
const preparePublicJobLookup = (db: Db) =>
  selectPublicJobs(db)
    .where(eq(jobs.number, sql.placeholder('number')))
    .limit(1)
    .prepare('public_job');

export async function findPublicJob(db: Db, number: number): Promise<PublicJob | undefined> {
  let lookup = publicJobLookups.get(db);
  if (!lookup) {
    lookup = preparePublicJobLookup(db);
    publicJobLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ number });
  return row;
}

/** The listing's city filter: the jobs within `radiusKm` of the town's point. */
export interface NearPoint {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The listing's keyset: newest first, then by id, as the search's date order. */
export interface ListingCursor {
  publishedAt: Date;
  id: string;
}

export async function listLiveJobs(
  db: Db,
  options: {
    category?: TProfession | undefined;
    near?: NearPoint | undefined;
    /** Only jobs that ask for no experience (jobs_active_experience_idx, migration 0022). */
    noExperience?: boolean | undefined;
    /** Only paid internships (jobs_active_paid_internship_idx, migration 0025). */
    paid?: boolean | undefined;
    after?: ListingCursor | undefined;
    limit: number;
  },
): Promise<PublicJob[]> {
  const conditions: SQL[] = [liveJob];
  if (options.category) conditions.push(eq(jobs.category, options.category));
  if (options.noExperience) conditions.push(eq(jobs.experience, 'none'));
  // The partial index's own predicate (PAID_INTERNSHIP_PREDICATE), as the search writes it.
  if (options.paid) conditions.push(sql`(${jobs.internship} ->> 'paid') = 'true'`);
  if (options.near) {
    const { lat, lng, radiusKm } = options.near;
    conditions.push(
      boxCondition(circleBox(lat, lng, radiusKm)),
      sql`${haversineKm(lat, lng)} <= ${radiusKm}`,
    );
  }
  if (options.after) {
    const { publishedAt, id } = options.after;
    conditions.push(
      or(lt(jobs.publishedAt, publishedAt), and(eq(jobs.publishedAt, publishedAt), lt(jobs.id, id))) as SQL,
    );
  }
  return selectPublicJobs(db)
    .where(and(...conditions))
    .orderBy(sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(options.limit);
}

/** Live jobs of the same profession, nearest first, for the page of a closed one. */
export async function similarLiveJobs(db: Db, job: PublicJob, limit: number): Promise<PublicJob[]> {
  return selectPublicJobs(db)
    .where(and(liveJob, eq(jobs.category, job.category), sql`${jobs.id} <> ${job.id}`))
    .orderBy(sql`(${jobs.lat} - ${job.lat})^2 + (${jobs.lng} - ${job.lng})^2`, desc(jobs.publishedAt))
    .limit(limit);
}

/** The professions that have live jobs, most jobs first (the listing's filter links). */
export async function liveProfessions(
  db: Db,
  limit: number,
): Promise<{ category: TProfession; count: number }[]> {
  return db
    .select({ category: jobs.category, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(liveJob)
    .groupBy(jobs.category)
    .orderBy(sql`count(*) desc`, jobs.category)
    .limit(limit);
}

/**
 * Where live jobs gather, most jobs first: the mean point of the jobs in each cell of a half-degree
 * grid (about 50 km), which the gazetteer then names after its largest town.
 */
export async function liveJobClusters(
  db: Db,
  limit: number,
): Promise<{ lat: number; lng: number; count: number }[]> {
  const rows = await db
    .select({
      lat: sql<number>`avg(${jobs.lat})::float8`,
      lng: sql<number>`avg(${jobs.lng})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(liveJob)
    .groupBy(sql`floor(${jobs.lat} * 2)`, sql`floor(${jobs.lng} * 2)`)
    .orderBy(sql`count(*) desc`)
    .limit(limit);
  return rows.map((row) => ({ lat: Number(row.lat), lng: Number(row.lng), count: Number(row.count) }));
}

/**
 * The sitemap's parts that hold live jobs, with the newest change in each: part k holds the job numbers
 * k·partSize to (k+1)·partSize − 1, so a part is found by a range of the number index.
 */
export async function sitemapPartsOfLiveJobs(
  db: Db,
  partSize: number,
): Promise<{ part: number; lastmod: Date }[]> {
  // A literal, not a parameter: the grouping and the selected expression must be the same text.
  const part = sql<number>`(${jobs.number} / ${sql.raw(String(partSize))})::int`;
  const rows = await db
    .select({ part, lastmod: sql<Date>`max(${jobs.updatedAt})` })
    .from(jobs)
    .where(liveJob)
    .groupBy(part)
    .orderBy(part);
  return rows.map((row) => ({ part: Number(row.part), lastmod: new Date(row.lastmod) }));
}

/** Live jobs' numbers in [from, below) after `after`, in number order: one batch of a sitemap part. */
export function liveJobNumbers(
  db: Db,
  range: { after: number; from: number; below: number },
  limit: number,
): Promise<{ number: number; updatedAt: Date }[]> {
  return db
    .select({ number: jobs.number, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(
      and(liveJob, gt(jobs.number, range.after), gte(jobs.number, range.from), lt(jobs.number, range.below)),
    )
    .orderBy(asc(jobs.number))
    .limit(limit);
}

/** A company as its public page shows it: the row, an owner's confirmed e-mail, nothing private. */
export interface PublicCompany {
  company: CompanyRow;
  ownerEmailConfirmed: boolean;
}

export async function findPublicCompany(db: Db, slug: string): Promise<PublicCompany | undefined> {
  const [row] = await db
    .select({
      company: companies,
      ownerEmailConfirmed: sql<boolean>`exists (
        select 1 from ${companyMembers} m join ${users} u on u.id = m.user_id
        where m.company_id = ${sql.raw('"companies"."id"')} and m.role = 'owner' and u.email_verified_at is not null)`,
    })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row;
}

/** What a list of vacancies on a public page shows of each (render/job-list.ts). */
export type ListedJob = Pick<
  PublicJob,
  | 'number'
  | 'title'
  | 'companyName'
  | 'address'
  | 'category'
  | 'categoryOther'
  | 'salary'
  | 'monthlySalary'
  | 'salaryMax'
  | 'salaryPeriod'
  | 'salaryCurrency'
>;

/** A company page's job with the keys its next page goes on from. */
export type CompanyListedJob = ListedJob & { publishedAt: Date | null; id: string };

/**
 * A company's live vacancies, newest first, a page at a time after `after` (a company page lists them
 * all, DESIGN.md §14.1, in pages of links): only the list's columns, in the order of
 * `jobs_company_live_idx`, so a page reads `limit` index entries and rows and no description.
 */
export function liveJobsOfCompany(
  db: Db,
  companyId: string,
  limit: number,
  after?: ListingCursor,
): Promise<CompanyListedJob[]> {
  return db
    .select({
      id: jobs.id,
      publishedAt: jobs.publishedAt,
      number: jobs.number,
      title: jobs.title,
      companyName: jobs.companyName,
      address: jobs.address,
      category: jobs.category,
      categoryOther: jobs.categoryOther,
      salary: jobs.salary,
      monthlySalary: jobs.monthlySalary,
      salaryMax: jobs.salaryMax,
      salaryPeriod: jobs.salaryPeriod,
      salaryCurrency: jobs.salaryCurrency,
    })
    .from(jobs)
    .where(
      and(
        liveJob,
        eq(jobs.companyId, companyId),
        after
          ? sql`(${jobs.publishedAt}, ${jobs.id}) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(limit);
}

/** The companies' slugs for the sitemap, with when each last changed. */
export function companySlugs(db: Db, limit: number) {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .orderBy(asc(companies.slug))
    .limit(limit);
}
