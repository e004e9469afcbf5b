import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type TJobSearchQuery } from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { decodeCursor, encodeCursor, type SearchOrder } from './cursor.ts';
import type { JobRow } from './presenter.ts';

const KM_PER_DEGREE_LAT = 111.045;
const MAX_QUERY_WORDS = 8;
/** How many of the newest matches a best-match search ranks. */
export const RANK_CANDIDATES = 1000;
/** How alike a typed word and an indexed word must be to count as a typo of it. */
const TYPO_SIMILARITY = 0.3;

export interface SearchHit {
  row: JobRow;
  distanceKm: number | undefined;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** The words of a query, lower-cased, letters and digits only (so each is a safe tsquery lexeme). */
export function queryWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? []
  );
}

/**
 * The tsquery text of a search, resolved in one small query on the word table: every word of three
 * letters or more is a prefix term ("barista mosc" finds "Barista, Moscow"; "it" finds IT, not every
 * "item"); a word that no indexed word starts with is taken for a typo and also matches its three
 * closest words by trigram similarity ("devloper" finds "developer"). Candidates share the first
 * letter and about the length (a btree range on the C-collated key): pg_trgm's `%` operator depends
 * on a setting that PGlite does not initialise, while similarity() behaves the same on both.
 *
 * It runs before the search, not inside it: given the tsquery as a constant, PostgreSQL estimates how
 * many jobs match from its statistics and picks the right plan; computed inside the statement, it was
 * planned blind (5,000 rows guessed for 90,000) and took 0.7 s at a million jobs.
 */
export async function resolveTsQuery(db: Db, words: string[]): Promise<string> {
  const result = (await db.execute(sql`
    select string_agg(term, ' & ' order by i) as tsquery from (
      select i, case
        when length(w) < 3 then '''' || w || ''''
        when exists (select 1 from search_words where word >= w and word < w || chr(1114111))
          then '''' || w || ''':*'
        else '(''' || w || ''':*' || coalesce((
          select string_agg(' | ''' || s.word || '''', '')
          from (
            select word from search_words
            where word >= left(w, 1) and word < left(w, 1) || chr(1114111)
              and length(word) between length(w) - 2 and length(w) + 3
              and similarity(word, w) >= ${TYPO_SIMILARITY}
            order by similarity(word, w) desc, word
            limit 3
          ) s
        ), '') || ')'
      end as term
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as u(w, i)
    ) terms`)) as unknown as { rows: { tsquery: string | null }[] };
  return result.rows[0]?.tsquery ?? words.map((word) => `'${word}'`).join(' & ');
}

/** Mean earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance from a point to each job, by the haversine formula in plain arithmetic: on a
 * million jobs it costs a twelfth of earthdistance's ll_to_earth/cube functions (25 vs 303 ms for the
 * 38,000 jobs within 50 km of central Moscow), and it reads only lat and lng, which the covering
 * index holds, so the radius search never touches the table.
 */
function haversineKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(${jobs.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${jobs.lat})) * power(sin(radians(${jobs.lng} - ${lng}::float8) / 2), 2)
  )))`;
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
 * `GET /jobs` as one SQL statement — the filters, the ordering of DESIGN.md §5, keyset pagination on
 * (sort key, id) and the total of matching rows — after the small lookup that corrects the words of
 * the query (resolveTsQuery).
 */
export async function searchJobs(db: Db, query: TJobSearchQuery): Promise<SearchResult> {
  const words = query.q ? queryWords(query.q) : [];
  const tsQuery =
    words.length > 0 ? sql`to_tsquery('simple', ${await resolveTsQuery(db, words)})` : undefined;
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const distance = point ? haversineKm(point.lat, point.lng) : undefined;
  const rank = tsQuery ? sql<number>`ts_rank_cd(${jobs.search}, ${tsQuery})::float8` : undefined;

  // Both conditions match the partial indexes' predicate, so the planner can use them.
  const filters: SQL[] = [sql`${jobs.status} = 'active'`, sql`${jobs.heldAt} IS NULL`];
  if (tsQuery) filters.push(sql`${jobs.search} @@ ${tsQuery}`);
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
  if (order === 'rank') {
    // Relevance is ranked among the newest matches only: the date index finds them fast however
    // common the words are, and ranking a hundred thousand matches would cost hundreds of ms.
    page.push(
      sql`${jobs.id} in (select id from ${jobs} where ${where} order by published_at desc nulls last, id desc limit ${RANK_CANDIDATES})`,
    );
  }
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
  if (order === 'distance') {
    // The page's ids are chosen by an index-only scan (lat, lng and id are all in the covering index);
    // only those rows are then read, instead of every job in the radius before sorting.
    const inner = and(...page) as SQL;
    page.splice(0, page.length, where);
    page.push(
      sql`${jobs.id} in (select id from ${jobs} where ${inner} order by ${distance} asc, id asc limit ${query.limit + 1})`,
    );
  }
  const orderBy =
    order === 'date'
      ? // Spelled as the partial index is, so the index serves the order.
        [sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`]
      : order === 'rank'
        ? [sql`${rank} desc`, sql`${jobs.id} desc`]
        : [sql`${distance} asc`, sql`${jobs.id} asc`];

  const rows = await db
    .select({
      job: jobs,
      sortKey: sortKey ?? sql<null>`null`,
      distanceKm: distance ?? sql<null>`null`,
      // The scalar subquery's own FROM shadows the outer "jobs", so it counts every match, not the
      // page; counting stops past the cap, as counting a million matches costs hundreds of ms.
      total: sql<number>`(select count(*)::int from (select 1 from ${jobs} where ${where} limit ${SEARCH_TOTAL_CAP + 1}) capped)`,
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
    ...capTotal(rows[0]?.total ?? (query.cursor ? await countMatches(db, where) : 0)),
    nextCursor,
  };
}

const capTotal = (counted: number) => ({
  total: Math.min(counted, SEARCH_TOTAL_CAP),
  totalCapped: counted > SEARCH_TOTAL_CAP,
});

/** Only when a cursor page comes back empty: the total still has to be told. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${jobs} where ${where} limit ${SEARCH_TOTAL_CAP + 1}) as capped`);
  return row?.n ?? 0;
}
