import { sql, type SQL } from 'drizzle-orm';
import type { TAlertQuery } from '@debut/contract/alerts';
import { findProfession } from '@debut/contract/profession-lookup';
import { OTHER_PROFESSION } from '@debut/contract/professions';
import type { Db } from '../../db/client.ts';
import type { alerts } from '../../db/schema.ts';
import { matchableLiveJob } from './job-queries.ts';
import { hiddenByUser } from '../hidden/queries.ts';
import { queryWords, resolveTsQuery } from '../jobs/search.ts';

/** Mean earth radius (IUGG), in km: the search's haversine, with the alert's point. */
const EARTH_RADIUS_KM = 6371.0088;

type SearchColumns = Pick<
  typeof alerts.$inferInsert,
  | 'tsQuery'
  | 'categoryKey'
  | 'categoryOther'
  | 'schedule'
  | 'employmentType'
  | 'experience'
  | 'paid'
  | 'withSalary'
  | 'salaryMin'
  | 'lat'
  | 'lng'
  | 'radiusKm'
  | 'area'
>;

const KM_PER_DEGREE = 111.045;

/** The lng/lat box around a circle, as PostgreSQL's box text; all longitudes near a pole or the antimeridian. */
export function circleArea(lat: number, lng: number, radiusKm: number): string {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLng = cosLat > 1e-6 ? radiusKm / (KM_PER_DEGREE * cosLat) : 360;
  const wraps = dLng >= 180 || lng - dLng < -180 || lng + dLng > 180;
  const [west, east] = wraps ? [-180, 180] : [lng - dLng, lng + dLng];
  return `(${west},${Math.max(-90, lat - dLat)}),(${east},${Math.min(90, lat + dLat)})`;
}

/**
 * An alert's search made ready for the reverse match, by the same steps `searchJobs` takes: the words
 * resolved to the same tsquery (prefixes and typo alternatives), the profession to a key or to the
 * "other" words, the place kept as point and radius.
 */
export async function alertSearchColumns(db: Db, query: TAlertQuery): Promise<SearchColumns> {
  const words = query.q ? queryWords(query.q) : [];
  const category = query.category ? findProfession(query.category) : undefined;
  return {
    tsQuery: words.length > 0 ? await resolveTsQuery(db, words) : null,
    categoryKey: query.category ? (category ?? OTHER_PROFESSION) : null,
    categoryOther: query.category && category === undefined ? query.category.trim().toLowerCase() : null,
    schedule: query.schedule ?? null,
    employmentType: query.employmentType ?? null,
    experience: query.experience ?? null,
    paid: query.paid ?? null,
    withSalary: query.withSalary ?? null,
    salaryMin: query.salaryMin ?? null,
    lat: query.lat ?? null,
    lng: query.lng ?? null,
    radiusKm: query.radiusKm ?? null,
    area:
      query.lat !== undefined && query.lng !== undefined && query.radiusKm !== undefined
        ? circleArea(query.lat, query.lng, query.radiusKm)
        : null,
  };
}

export interface AlertMatch {
  alertId: string;
  userId: string;
  frequency: 'instant' | 'daily' | 'weekly';
}

/**
 * The alerts a live job matches, as (alert, job) rows with the alert's owner and frequency: a SELECT
 * to build on. The database evaluates each candidate's conditions against the one job, so no alert is
 * loaded into the application to be tested. Candidates are the alerts with a place whose box holds the
 * job's point (the GiST index) and the alerts without a place (a covering index): never every alert.
 * The conditions are `searchJobs`' filters with the alert's columns in place of the query's values;
 * `test/alerts-matching.test.ts` holds the two equal on random searches.
 */
export function matchingAlerts(jobId: string): SQL {
  return sql`
    with job as (${matchableLiveJob(jobId)}), candidates as (
      select a.id, a.user_id, a.frequency, a.paused, a.category_key, a.category_other, a.schedule,
        a.employment_type, a.experience, a.paid, a.with_salary, a.salary_min, a.ts_query, a.lat, a.lng,
        a.radius_km
      from alerts a, job
      where a.area is not null and a.area @> box(point(job.lng, job.lat), point(job.lng, job.lat))
      union all
      select a.id, a.user_id, a.frequency, a.paused, a.category_key, a.category_other, a.schedule,
        a.employment_type, a.experience, a.paid, a.with_salary, a.salary_min, a.ts_query, null, null, null
      from alerts a where a.area is null
    )
    select a.id as alert_id, job.id as job_id, a.user_id, a.frequency from candidates a, job
    where not a.paused
      and (a.category_key is null or a.category_key = job.category)
      and (a.category_other is null or a.category_other = job.category_other)
      and (a.schedule is null or a.schedule = job.schedule)
      and (a.employment_type is null or a.employment_type = job.employment_type)
      and (a.experience is null or a.experience = job.experience)
      and (a.paid is null or job.paid_internship)
      and (a.with_salary is null or job.pay is not null)
      and (a.salary_min is null or job.pay >= a.salary_min)
      and (a.lat is null or (
        ${2 * EARTH_RADIUS_KM}::float8 * asin(sqrt(
          power(sin(radians(job.lat - a.lat) / 2), 2)
          + cos(radians(a.lat)) * cos(radians(job.lat)) * power(sin(radians(job.lng - a.lng) / 2), 2)
        )) <= a.radius_km))
      and (a.ts_query is null or job.search @@ a.ts_query)
      and not ${hiddenByUser(sql`a.user_id`, 'job')}`;
}

/**
 * The reverse search of one publication: every alert the job now matches and has not reached before,
 * recorded in one INSERT … SELECT and returned (the subscriber tells instant alerts' owners).
 */
export async function recordMatches(db: Db, jobId: string): Promise<AlertMatch[]> {
  const result = (await db.execute(sql`
    with found as (${matchingAlerts(jobId)}), matched as (
      insert into alert_matches (alert_id, job_id)
      select alert_id, job_id from found
      on conflict do nothing
      returning alert_id
    )
    -- The owners by primary key (read, not updated: a write per alert reached would double the cost).
    -- Joining back to "found" instead, the planner, which guesses one row for each side, compared
    -- every pair: 13 million comparisons for 3,600 matches.
    select a.id as "alertId", a.user_id as "userId", a.frequency
    from matched m join alerts a on a.id = m.alert_id`)) as unknown as { rows: AlertMatch[] };
  return result.rows;
}
