import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  JOB_PAY_SQL,
  PAID_INTERNSHIP_PREDICATE,
  alertMatches,
  jobs,
  users,
  type JobRow,
} from '../../db/schema.ts';
import { liveJob, liveJobAs } from '../../db/live-job.ts';
import { hiddenByUser } from '../hidden/queries.ts';

// What saved searches read of jobs (DESIGN.md §13.1, decisions 021 and 041): the job a publication's
// reverse search tests, and the live jobs behind an alert's matches. The jobs module owns the table's
// writes; its reads that serve alerts alone live here, through the one live rule (db/live-job.ts).
// `test/alerts-matching.test.ts` and `npm run bench:alerts` hold them to the search and to their budget.

/**
 * The job as the reverse search of a publication reads it (`alerts/matching.ts`, the body of its `job`
 * CTE): the searchable columns, the pay as `searchJobs` compares it, the "other" words lower-cased.
 * Its text carries its profession's names, so an alert's words match a profession as the search's do
 * (by key there; here, one job against many alerts, the names themselves).
 * No row once the job is not live, so a job closed or held meanwhile matches nothing.
 */
export function matchableLiveJob(jobId: string): SQL {
  return sql`
      select id, owner_id, company_id,
        search || coalesce((select p.vector from profession_vectors p where p.category = jobs.category), ''::tsvector) as search,
        category, lower(category_other) as category_other, schedule, employment_type,
        experience, coalesce(${sql.raw(PAID_INTERNSHIP_PREDICATE)}, false) as paid_internship,
        ${sql.raw(JOB_PAY_SQL)} as pay, lat, lng
      from jobs where id = ${jobId} and ${liveJobAs('jobs')}
    `;
}

/**
 * An alert's new matches, as a column of a query on `alerts`: made after the alert was last opened, of
 * jobs still live. The outer row is named in full: drizzle writes a one-table query's columns
 * unqualified, which inside the subquery would mean the subquery's own tables.
 */
export const newLiveMatchesCount = sql<number>`(select count(*)::int from alert_matches m join jobs j on j.id = m.job_id
  where m.alert_id = "alerts"."id" and m.matched_at > "alerts"."opened_at"
    and ${liveJobAs('j')} and not ${hiddenByUser(sql`"alerts"."user_id"`, 'j')})`;

/** Where a page of an alert's matches goes on from: the last match's time and job. */
export interface MatchKey {
  at: string;
  id: string;
}

/** An alert's matched live jobs, newest match first, keyset on (matched_at, job id), `rows` at most. */
export function liveJobsOfAlertMatches(
  db: Db,
  alertId: string,
  /** The alert's owner: what they hid is left out. */
  userId: string,
  after: MatchKey | undefined,
  rows: number,
): Promise<{ job: JobRow; matchedAt: Date }[]> {
  return db
    .select({ job: jobs, matchedAt: alertMatches.matchedAt })
    .from(alertMatches)
    .innerJoin(jobs, eq(jobs.id, alertMatches.jobId))
    .where(
      and(
        eq(alertMatches.alertId, alertId),
        liveJob,
        sql`not ${hiddenByUser(sql`${userId}::uuid`, 'jobs')}`,
        after
          ? sql`(${alertMatches.matchedAt}, ${alertMatches.jobId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(alertMatches.matchedAt), desc(alertMatches.jobId))
    .limit(rows);
}

/**
 * Whether an alert has an unmailed match of a job still live, as a condition of a query on alerts
 * (`alertId` names its row): probed by key, it stops at the first.
 */
export function hasLiveUnmailedMatch(alertId: SQL): SQL {
  return sql`(
        select true from alert_matches m join jobs j on j.id = m.job_id
        join alerts a on a.id = m.alert_id
        where m.alert_id = ${alertId} and m.mailed_at is null and ${liveJobAs('j')}
          and not ${hiddenByUser(sql`a.user_id`, 'j')}
        limit 1
      )`;
}

/** A job of a digest, with its distance from the alert's point and the alert's count of such jobs. */
export interface DigestJobRow {
  alertId: string;
  title: string;
  companyName: string;
  salary: number | null;
  salaryCurrency: string;
  address: string;
  number: number;
  distanceKm: number | null;
  total: number;
}

/** The newest `perAlert` live unmailed matches of each alert, with each alert's total. */
export async function digestJobsOfAlerts(db: Db, ids: string[], perAlert: number): Promise<DigestJobRow[]> {
  const result = (await db.execute(sql`
  select * from (
    select m.alert_id as "alertId", j.title, j.company_name as "companyName",
      coalesce(j.salary, j.monthly_salary) as salary, j.salary_currency as "salaryCurrency", j.address, j.number,
      case when a.lat is null or j.lat is null then null
        else round((12742.0176 * asin(sqrt(power(sin(radians(j.lat - a.lat) / 2), 2)
          + cos(radians(a.lat)) * cos(radians(j.lat)) * power(sin(radians(j.lng - a.lng) / 2), 2))))::numeric, 1)::float8
      end as "distanceKm",
      row_number() over (partition by m.alert_id order by m.matched_at desc, m.job_id desc) as n,
      (count(*) over (partition by m.alert_id))::int as total
    from alert_matches m
    join jobs j on j.id = m.job_id
    join alerts a on a.id = m.alert_id
    where m.alert_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and m.mailed_at is null and ${liveJobAs('j')}
      and not ${hiddenByUser(sql`a.user_id`, 'j')}
  ) ranked where n <= ${perAlert}
  order by "alertId", n`)) as unknown as { rows: DigestJobRow[] };
  return result.rows;
}

/** Which of these owners confirmed their e-mail, in one query (a page of an alert's jobs). */
export async function ownerEmailVerifiedOf(db: Db, ownerIds: string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ownerIds)]), isNotNull(users.emailVerifiedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The job an instant alert's owner is told about, as the job list presents it; none once not live. */
export async function findMatchedJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), liveJob));
  return job;
}
