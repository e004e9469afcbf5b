import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TJobSearchQuery } from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { decodeCursor, encodeCursor, type SearchOrder } from './cursor.ts';
import type { JobRow } from './presenter.ts';

const KM_PER_DEGREE_LAT = 111.045;
const MAX_QUERY_WORDS = 8;

export interface SearchHit {
  row: JobRow;
  distanceKm: number | undefined;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  nextCursor: string | null;
}

/** Words of the query as prefix terms: "barista mosc" finds "Barista, Moscow". */
export function prefixTsQuery(q: string): string | undefined {
  const words = q
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_QUERY_WORDS);
  return words && words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** A lat/lng box around the point that holds the whole circle, so a btree narrows rows first. */
function boundingBox(lat: number, lng: number, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const conditions = [sql`${jobs.lat} between ${lat - dLat} and ${lat + dLat}`];
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLng = cosLat > 1e-6 ? radiusKm / (KM_PER_DEGREE_LAT * cosLat) : 360;
  // Near a pole or across the antimeridian the box would not be one range: the exact distance decides alone.
  if (dLng < 180 && lng - dLng >= -180 && lng + dLng <= 180) {
    conditions.push(sql`${jobs.lng} between ${lng - dLng} and ${lng + dLng}`);
  }
  return and(...conditions) as SQL;
}

/**
 * `GET /jobs` as one SQL statement: the filters, the ordering of DESIGN.md §5, keyset pagination on
 * (sort key, id) and the total of matching rows.
 */
export async function searchJobs(db: Db, query: TJobSearchQuery): Promise<SearchResult> {
  const tsQuery = query.q ? prefixTsQuery(query.q) : undefined;
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const distance = point
    ? sql<number>`(earth_distance(ll_to_earth(${jobs.lat}, ${jobs.lng}), ll_to_earth(${point.lat}::float8, ${point.lng}::float8)) / 1000.0)::float8`
    : undefined;
  const rank =
    tsQuery && query.q
      ? sql<number>`(ts_rank_cd(${jobs.search}, to_tsquery('simple', ${tsQuery})) + word_similarity(${query.q.toLowerCase()}, ${jobs.trigramText}))::float8`
      : undefined;

  const filters: SQL[] = [sql`${jobs.status} = 'active'`];
  if (tsQuery && query.q) {
    filters.push(
      sql`(${jobs.search} @@ to_tsquery('simple', ${tsQuery}) or ${query.q.toLowerCase()} <% ${jobs.trigramText})`,
    );
  }
  if (point && distance && query.radiusKm !== undefined) {
    filters.push(boundingBox(point.lat, point.lng, query.radiusKm));
    filters.push(sql`${distance} <= ${query.radiusKm}`);
  }
  if (query.category) filters.push(sql`lower(${jobs.category}) = ${query.category.toLowerCase()}`);
  if (query.schedule) filters.push(eq(jobs.schedule, query.schedule));
  if (query.employmentType) filters.push(eq(jobs.employmentType, query.employmentType));
  if (query.salaryMin !== undefined) {
    filters.push(sql`coalesce(${jobs.monthlySalary}, ${jobs.salary}) >= ${query.salaryMin}`);
  }
  const where = and(...filters) as SQL;

  const order: SearchOrder = query.sort === 'date' ? 'date' : rank ? 'rank' : distance ? 'distance' : 'date';
  const sortKey = order === 'rank' ? rank : order === 'distance' ? distance : undefined;
  const page: SQL[] = [where];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, order);
    if (order === 'date') {
      page.push(sql`(${jobs.publishedAt}, ${jobs.id}) < (${cursor.v}::timestamptz, ${cursor.id}::uuid)`);
    } else if (order === 'rank') {
      page.push(
        sql`(${rank} < ${cursor.v}::float8 or (${rank} = ${cursor.v}::float8 and ${jobs.id} < ${cursor.id}::uuid))`,
      );
    } else {
      page.push(
        sql`(${distance} > ${cursor.v}::float8 or (${distance} = ${cursor.v}::float8 and ${jobs.id} > ${cursor.id}::uuid))`,
      );
    }
  }
  const orderBy =
    order === 'date'
      ? [sql`${jobs.publishedAt} desc`, sql`${jobs.id} desc`]
      : order === 'rank'
        ? [sql`${rank} desc`, sql`${jobs.id} desc`]
        : [sql`${distance} asc`, sql`${jobs.id} asc`];

  const rows = await db
    .select({
      job: jobs,
      sortKey: sortKey ?? sql<null>`null`,
      distanceKm: distance ?? sql<null>`null`,
      // The scalar subquery's own FROM shadows the outer "jobs", so it counts every match, not the page.
      total: sql<number>`(select count(*)::int from ${jobs} where ${where})`,
    })
    .from(jobs)
    .where(and(...page))
    .orderBy(...orderBy)
    .limit(query.limit + 1);

  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          o: order,
          v: order === 'date' ? (last.job.publishedAt ?? new Date(0)).toISOString() : Number(last.sortKey),
          id: last.job.id,
        })
      : null;
  return {
    hits: pageRows.map((row) => ({
      row: row.job,
      distanceKm: row.distanceKm === null ? undefined : Math.round(Number(row.distanceKm) * 100) / 100,
    })),
    total: rows[0]?.total ?? (query.cursor ? await countMatches(db, where) : 0),
    nextCursor,
  };
}

/** Only when a cursor page comes back empty: the total still has to be told. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where);
  return row?.n ?? 0;
}
