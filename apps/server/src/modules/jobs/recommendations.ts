import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { findProfession } from '@debut/contract/profession-lookup';
import { OTHER_PROFESSION } from '@debut/contract/professions';
import type { TRecommendationReason } from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { applications, favorites, jobs, resumes } from '../../db/schema.ts';
import { liveJob } from '../../db/live-job.ts';
import { hiddenIdsOf, notHiddenJob } from '../hidden/queries.ts';
import { ownerEmailVerifiedColumn } from './owner-verified.ts';
import { listedFactsOf, type ListedJob } from './listed-job.ts';
import { presentableJobColumns, type PresentableJobRow } from './presenter.ts';
import { boxCondition, circleBox, haversineKm } from './search.ts';
import { haversineKm as kmBetween } from './search-index/job-text-index.ts';

// Recommendations (DESIGN.md §14.3, decision 058): live jobs for a seeker from what they told us
// (the CV's professions, availability and city) and did (the professions of what they applied to and
// favourited). Each job says why; a job is a candidate for its profession or its place, and the
// schedule only orders the candidates. Never the hidden, the applied, their own, or one closed to
// applications.

/** "Near you": within this distance of the CV's city, as a 30-minute trip in a big town. */
export const NEAR_KM = 30;
/** How many of the newest jobs of each kind of candidate are weighed. */
const CANDIDATES = 200;
/** What applied-to and favourited jobs are read for their professions: the newest this many. */
const HISTORY = 50;

export interface Recommendation extends ListedJob {
  reasons: TRecommendationReason[];
}

interface Availability {
  daysPerWeek?: number | undefined;
  hoursPerDay?: number | undefined;
}

/**
 * Whether the job's hours fit the seeker's availability: its stated days and hours within theirs, or,
 * when it states none, a shift, flexible or remote schedule for someone with less than a full week.
 */
export function fitsAvailability(
  job: Pick<PresentableJobRow, 'daysPerWeek' | 'hoursPerDay' | 'schedule' | 'employmentType'>,
  availability: Availability,
): boolean {
  const { daysPerWeek, hoursPerDay } = availability;
  if (daysPerWeek === undefined && hoursPerDay === undefined) return false;
  if (job.daysPerWeek !== null || job.hoursPerDay !== null) {
    return (
      (daysPerWeek === undefined || (job.daysPerWeek ?? 0) <= daysPerWeek) &&
      (hoursPerDay === undefined || (job.hoursPerDay ?? 0) <= hoursPerDay)
    );
  }
  const partTime = (daysPerWeek ?? 7) < 5 || (hoursPerDay ?? 24) < 8;
  return partTime
    ? job.schedule !== 'full_time' || job.employmentType === 'part_time'
    : job.schedule === 'full_time';
}

const WEIGHT: Record<TRecommendationReason, number> = { category: 2, near: 2, schedule: 1 };

export async function recommendJobs(db: Db, userId: string, limit: number): Promise<Recommendation[]> {
  const [[resume], history, hidden] = await Promise.all([
    db
      .select({
        desiredCategories: resumes.desiredCategories,
        availability: resumes.availability,
        city: resumes.city,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId)),
    db
      .select({ category: jobs.category })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          sql`(select job_id from (
            (select ${applications.jobId} as job_id, ${applications.createdAt} as at from ${applications} where ${applications.userId} = ${userId})
            union all
            (select ${favorites.jobId}, ${favorites.createdAt} from ${favorites} where ${favorites.userId} = ${userId})
          ) mine order by at desc limit ${HISTORY})`,
        ),
      ),
    hiddenIdsOf(db, userId),
  ]);

  const categories = new Set<string>();
  for (const wanted of resume?.desiredCategories ?? []) {
    const key = findProfession(wanted);
    if (key !== undefined && key !== OTHER_PROFESSION) categories.add(key);
  }
  for (const { category } of history) if (category !== OTHER_PROFESSION) categories.add(category);
  const city = resume?.city ?? null;
  if (categories.size === 0 && !city) return [];

  // The jobs any recommendation may be: live, open to applications, someone else's, not hidden, not applied to.
  const open: SQL[] = [
    liveJob,
    sql`(${jobs.applyBy} is null or ${jobs.applyBy} > now())`,
    ne(jobs.ownerId, userId),
    sql`not exists (select 1 from ${applications} where ${applications.userId} = ${userId} and ${applications.jobId} = ${jobs.id})`,
  ];
  const notHidden = notHiddenJob(hidden);
  if (notHidden) open.push(notHidden);
  const newest = (condition: SQL) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(...open, condition))
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(CANDIDATES);
  const [byCategory, byPlace] = await Promise.all([
    categories.size > 0
      ? newest(inArray(jobs.category, [...categories] as PresentableJobRow['category'][]))
      : [],
    city
      ? newest(
          and(
            boxCondition(circleBox(city.lat, city.lng, NEAR_KM)),
            sql`${haversineKm(city.lat, city.lng)} <= ${NEAR_KM}`,
          ) as SQL,
        )
      : [],
  ]);
  const ids = [...new Set([...byCategory, ...byPlace].map((row) => row.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ job: presentableJobColumns, ownerEmailVerified: ownerEmailVerifiedColumn })
    .from(jobs)
    .where(inArray(jobs.id, ids));

  const availability = resume?.availability ?? {};
  const scored = rows.map(({ job, ownerEmailVerified }) => {
    const reasons: TRecommendationReason[] = [];
    if (categories.has(job.category)) reasons.push('category');
    if (city && kmBetween(city.lat, city.lng, job.lat, job.lng) <= NEAR_KM) reasons.push('near');
    if (fitsAvailability(job, availability)) reasons.push('schedule');
    const score = reasons.reduce((sum, reason) => sum + WEIGHT[reason], 0);
    return { row: job, ownerEmailVerified, reasons, score };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0) ||
      (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0),
  );
  const chosen = scored.filter(({ reasons }) => reasons.length > 0).slice(0, limit);
  const facts = await listedFactsOf(
    db,
    chosen.map(({ row }) => row.id),
  );
  return chosen.map(({ row, ownerEmailVerified, reasons }) => ({
    row,
    ownerEmailVerified,
    company: facts.get(row.id)?.company ?? null,
    response: facts.get(row.id)?.response ?? null,
    reasons,
  }));
}
