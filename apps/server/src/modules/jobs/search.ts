import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type TJobSearchQuery } from '@debut/contract/jobs';
import { findProfession } from '@debut/contract/profession-lookup';
import { OTHER_PROFESSION } from '@debut/contract/professions';
import type { Db } from '../../db/client.ts';
import { withCompiledRows } from '../../db/compiled-rows.ts';
import { jobs } from '../../db/schema.ts';
import { liveJob } from '../../db/live-job.ts';
import { decodeCursor, encodeCursor, type Cursor, type SearchOrder } from './cursor.ts';
import type { PresentableJobRow } from './presenter.ts';
import { listedJobColumns, seenByColumn, type ListedJob } from './listed-job.ts';
import type { JobCompanyFacts } from '../companies/presenter.ts';
import type { ResponseFacts } from '../applications/response.ts';
import type { SearchIndex } from './search-index/client.ts';
import { circleBounds, type IndexCursor, type IndexFilters } from './search-index/job-text-index.ts';
import { PROFESSION_MATCH_RANK } from './search-index/rank.ts';
import { parseTsquery, type QueryOperands } from './search-index/text-forms.ts';
import { notHiddenJob, type HiddenIds } from '../hidden/queries.ts';

const MAX_QUERY_WORDS = 8;
/** How alike a typed word and an indexed word must be to count as a typo of it. */
const TYPO_SIMILARITY = 0.3;

export type SearchHit = ListedJob;

/**
 * Who a search is for: what they hid is left out, and whether they opened each job is read with the
 * page (ListedJob.seen). Without one, a search is the same for everyone.
 */
export interface SearchViewer {
  id?: string | undefined;
  hidden?: HiddenIds | undefined;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/**
 * The words of a query, lower-cased, letters (with their combining marks, which Devanagari and Arabic
 * words carry inside them) and digits only, so each is a safe tsquery lexeme.
 */
export function queryWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
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
  return (await resolveTerms(db, words)).tsText;
}

/** A word of a query as the search matches it. */
export interface WordTerm {
  /** Its tsquery text: a prefix, or a prefix OR its corrections. */
  term: string;
  /** The same as PostgreSQL reads it (`to_tsquery('simple', term)::text`), for the in-process index. */
  parsed: string;
  /**
   * The listed professions whose names (in any of the 15 languages) the word matches: it matches their
   * jobs by key too (DESIGN.md §14.4, migration 0028). Sorted; empty for most words.
   */
  professions: string[];
}

export interface ResolvedTerms {
  /** The whole query's tsquery text: every word's term, AND-ed. */
  tsText: string;
  words: WordTerm[];
}

/**
 * resolveTsQuery's terms word by word, each with the professions it names: one round trip for all.
 * A job matches a word when its text does or its profession is one the word names.
 */
export async function resolveTerms(db: Db, words: string[]): Promise<ResolvedTerms> {
  let statement = termStatements.get(db);
  if (!statement) {
    statement = prepareTerms(db);
    termStatements.set(db, statement);
  }
  const rows = await statement.execute({ words: words.join(' ') });
  const resolved = rows.length > 0 ? rows : words.map(fallbackTerm);
  return { tsText: resolved.map((word) => word.term).join(' & '), words: resolved };
}

/** resolveTerms' statement, prepared once per database: every text search asks it first. */
const termStatements = new WeakMap<Db, ReturnType<typeof prepareTerms>>();
function prepareTerms(db: Db) {
  const terms = sql`(
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
              and similarity(word, w) >= ${sql.raw(String(TYPO_SIMILARITY))}
            order by similarity(word, w) desc, word
            limit 3
          ) s
        ), '') || ')'
      end as term
      from unnest(string_to_array(${sql.placeholder('words')}::text, ' ')) with ordinality as u(w, i)
    ) terms`;
  return db
    .select({
      term: sql<string>`term`,
      parsed: sql<string>`to_tsquery('simple', term)::text`,
      professions: sql<string[]>`coalesce((
        select array_agg(p.category order by p.category) from profession_vectors p
        where p.vector @@ to_tsquery('simple', term)
      ), '{}')`,
    })
    .from(terms)
    .orderBy(sql`i`)
    .prepare('search_terms');
}

const fallbackTerm = (word: string): WordTerm => ({
  term: `'${word}'`,
  parsed: `'${word}'`,
  professions: [],
});

/** Mean earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance from a point to each job, by the haversine formula in plain arithmetic: on a
 * million jobs it costs a twelfth of earthdistance's ll_to_earth/cube functions (25 vs 303 ms for the
 * 38,000 jobs within 50 km of central Moscow), and it reads only lat and lng, which the covering
 * index holds, so the radius search never touches the table.
 */
export function haversineKm(lat: number | Placeholder, lng: number | Placeholder): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(${jobs.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${jobs.lat})) * power(sin(radians(${jobs.lng} - ${lng}::float8) / 2), 2)
  )))`;
}

/** Cells per degree of the grid whose cells prefix each lexeme in `job_geo_terms()` (migration 0009). */
const GEO_CELLS_PER_DEGREE = 10;
/**
 * The most cells a text + radius search asks the cell index for (a radius of about 60 km at the
 * latitude of Moscow); a wider circle is searched with the text index and the box instead.
 */
const MAX_GEO_CELLS = 256;

/** A lat/lng box holding the whole circle; no longitude range near a pole or across the antimeridian. */
interface Box {
  lat: [number, number];
  lng: [number, number] | undefined;
}

/**
 * The index's bounds of the circle (circleBounds), so SQL and the index narrow alike. The flat
 * 111.045 km per degree it replaced was narrower than the circle in longitude from 60° latitude at
 * 1,000 km, and left out jobs the haversine keeps.
 */
export function circleBox(lat: number, lng: number, radiusKm: number): Box {
  const { dLat, dLng } = circleBounds(lat, radiusKm);
  const wraps = dLng === undefined || lng - dLng < -180 || lng + dLng > 180;
  return { lat: [lat - dLat, lat + dLat], lng: wraps ? undefined : [lng - dLng, lng + dLng] };
}

/** The box as conditions on the (lat, lng) btree, so it narrows rows first. */
export function boxCondition(box: Box): SQL {
  const conditions = [sql`${jobs.lat} between ${box.lat[0]} and ${box.lat[1]}`];
  // Without a longitude range the box is one band of latitude; the exact distance decides the rest.
  if (box.lng) conditions.push(sql`${jobs.lng} between ${box.lng[0]} and ${box.lng[1]}`);
  return and(...conditions) as SQL;
}

/** The grid cells ("557_376") the box touches, or undefined when they are too many to ask for. */
function boxCells(box: Box): string[] | undefined {
  if (!box.lng) return undefined;
  const cell = (degrees: number) => Math.floor(degrees * GEO_CELLS_PER_DEGREE);
  const [latFrom, latTo] = [cell(box.lat[0]), cell(box.lat[1])];
  const [lngFrom, lngTo] = [cell(box.lng[0]), cell(box.lng[1])];
  if ((latTo - latFrom + 1) * (lngTo - lngFrom + 1) > MAX_GEO_CELLS) return undefined;
  const cells: string[] = [];
  for (let row = latFrom; row <= latTo; row += 1) {
    for (let column = lngFrom; column <= lngTo; column += 1) cells.push(`${row}_${column}`);
  }
  return cells;
}

/**
 * The search's tsquery once per cell with every lexeme prefixed by the cell, OR-ed: "these words, in
 * one of these cells". A job has one cell, so it matches exactly when its text matches and it lies in
 * one of the cells. Cast, not parsed: the text parser would split the terms at the underscores.
 */
function cellTsQuery(tsText: string, cells: string[]): SQL {
  const perCell = cells.map((cell) => `(${tsText.replace(/'([^']*)'/g, `'${cell}_$1'`)})`);
  return sql`${perCell.join(' | ')}::tsquery`;
}

/**
 * Runs a search that filters on the cell index. PostgreSQL has no statistics for the cell terms and
 * guesses a fifth of all jobs match; it would then walk the date index testing every job, or read the
 * table. With sequential and plain index scans off for this one transaction, it takes the bitmap scan
 * of the cell index, which finds the few thousand candidates in about 2 ms. Parallel workers cost more
 * than they save on so few rows.
 */
async function onCellIndex<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return run(tx as unknown as Db);
  });
}

/**
 * `category=`: a profession's key or its name in any language matches that key; other words match the
 * "other" jobs whose owner used the same words (any case).
 */
function categoryFilter(text: string): SQL {
  const key = findProfession(text);
  // "other" itself (the key or its name in any language) lists every job of other professions.
  if (key !== undefined) return eq(jobs.category, key);
  return and(
    eq(jobs.category, OTHER_PROFESSION),
    sql`lower(${jobs.categoryOther}) = ${text.trim().toLowerCase()}`,
  ) as SQL;
}

const byDate = [sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** A word's professions as a text[] literal (category keys are plain words). */
const professionList = (word: WordTerm): SQL => sql`${`{${word.professions.join(',')}}`}::text[]`;

/** What the words matched by the job's profession add to the rank, as in the index (rank.ts). */
function professionRank(naming: readonly WordTerm[]): SQL {
  if (naming.length === 0) return sql``;
  const matched = sql.join(
    naming.map((word) => sql`(${jobs.category} = any(${professionList(word)}))::int`),
    sql` + `,
  );
  return sql` + ${PROFESSION_MATCH_RANK}::float8 * (${matched})`;
}

/**
 * `GET /jobs` as one SQL statement after the small lookup that corrects the words of the query
 * (resolveTsQuery): the filters, the ordering of DESIGN.md §5, keyset pagination on (sort key, id) and
 * the total of matching rows.
 *
 * Ordered by date or best match, the statement finds the newest matches once (up to the total's cap
 * plus one) and takes from that set the total, the candidates that best match ranks, and the first
 * page, instead of finding them three times. Nearest first, the page's ids come from an index-only
 * scan of the point index.
 */
export async function searchJobs(
  db: Db,
  query: TJobSearchQuery,
  index?: SearchIndex,
  viewer?: SearchViewer,
): Promise<SearchResult> {
  const words = query.q ? queryWords(query.q) : [];
  const terms = words.length > 0 ? await resolveTerms(db, words) : undefined;
  const notHidden = viewer?.hidden ? notHiddenJob(viewer.hidden) : undefined;
  const viewerId = viewer?.id ?? null;
  // The index holds no owners or companies: a search that leaves some out is SQL's (decision 056).
  if (index?.ready && terms && !notHidden) {
    const answered = await searchOnIndex(db, index, query, terms.words, viewerId);
    if (answered) return answered;
  }
  const tsQuery = terms === undefined ? undefined : sql`to_tsquery('simple', ${terms.tsText})`;
  // The words that name no profession are one condition on the text index; each that names one is
  // its text or the profession's key (a bitmap OR of the text and category indexes).
  const textOnly = terms?.words.filter((word) => word.professions.length === 0) ?? [];
  const textOnlyTs = textOnly.length > 0 ? textOnly.map((word) => word.term).join(' & ') : undefined;
  const naming = terms?.words.filter((word) => word.professions.length > 0) ?? [];
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const distance = point ? haversineKm(point.lat, point.lng) : undefined;
  const box =
    point && query.radiusKm !== undefined ? circleBox(point.lat, point.lng, query.radiusKm) : undefined;
  const cells = textOnlyTs !== undefined && box ? boxCells(box) : undefined;
  const rank = tsQuery
    ? sql<number>`(ts_rank_cd(${jobs.search}, ${tsQuery})::float8${professionRank(naming)})`
    : undefined;

  // The partial indexes' own predicate, so the planner can use them.
  const filters: SQL[] = [liveJob];
  if (textOnlyTs !== undefined && cells) {
    filters.push(
      sql`job_geo_terms(${jobs.search}, ${jobs.lat}, ${jobs.lng}) @@ ${cellTsQuery(textOnlyTs, cells)}`,
    );
  } else if (textOnlyTs !== undefined) {
    filters.push(sql`${jobs.search} @@ to_tsquery('simple', ${textOnlyTs})`);
  }
  for (const word of naming) {
    filters.push(
      sql`(${jobs.search} @@ to_tsquery('simple', ${word.term}) or ${jobs.category} = any(${professionList(word)}))`,
    );
  }
  if (notHidden) filters.push(notHidden);
  if (query.category) filters.push(categoryFilter(query.category));
  if (query.schedule) filters.push(eq(jobs.schedule, query.schedule));
  if (query.employmentType) filters.push(eq(jobs.employmentType, query.employmentType));
  // With liveJob above, jobs_active_experience_idx (migration 0022) serves it in date order.
  if (query.experience) filters.push(eq(jobs.experience, query.experience));
  // A range on the date index's own key (jobs_active_published_idx and the experience index).
  if (query.postedWithinDays !== undefined) {
    filters.push(sql`${jobs.publishedAt} >= now() - make_interval(days => ${query.postedWithinDays})`);
  }
  // jobs_active_paid_internship_idx (migration 0025) is written on this very condition
  // (PAID_INTERNSHIP_PREDICATE); the column's table name does not change the expression.
  if (query.paid) filters.push(sql`(${jobs.internship} ->> 'paid') = 'true'`);
  // JOB_PAY_SQL with qualified columns.
  const pay = sql`greatest(coalesce(${jobs.monthlySalary}, ${jobs.salary}), ${jobs.salaryMax})`;
  if (query.withSalary) filters.push(sql`${pay} is not null`);
  if (query.salaryMin !== undefined) filters.push(sql`${pay} >= ${query.salaryMin}`);
  /** The filters, within `radiusKm` of the point when there is one. */
  const within = (radiusKm: number | undefined): SQL => {
    if (!point || !distance || radiusKm === undefined) return and(...filters) as SQL;
    // With the cell index the cells bound the place; a box too would lure the planner to its btree.
    const place = cells ? [] : [boxCondition(circleBox(point.lat, point.lng, radiusKm))];
    return and(...filters, ...place, sql`${distance} <= ${radiusKm}`) as SQL;
  };
  const where = within(query.radiusKm);
  const columns = { ...listedJobColumns, seen: seenByColumn(viewerId) };

  const order: SearchOrder = query.sort === 'date' ? 'date' : rank ? 'rank' : distance ? 'distance' : 'date';
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  // Matches of words are looked for among the newest jobs first (a time slice); a date cursor walks
  // on from where it is, which needs no slices.
  const sliced = tsQuery !== undefined && !cells && !(order === 'date' && cursor);
  const search = (tx: Db) =>
    order === 'distance' && distance
      ? nearestFirst(tx, columns, {
          where,
          within,
          radiusKm: query.radiusKm,
          distance,
          cursor,
          limit: query.limit,
        })
      : sliced
        ? newestInSlices(tx, where, (inSlice) =>
            newestOrBestFirst(tx, columns, inSlice, rank, distance, order === 'rank', cursor, query.limit),
          )
        : newestOrBestFirst(tx, columns, where, rank, distance, order === 'rank', cursor, query.limit);
  const rows = cells ? await onCellIndex(db, search) : await search(db);

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
    hits: pageRows.map((row) => hitOf(row, viewerId)),
    ...capTotal(rows[0]?.total ?? (cursor ? await countMatches(db, where) : 0)),
    nextCursor,
  };
}

/** A page's row as a search hit; `seen` only when the page was read for a viewer. */
function hitOf(row: Omit<PageRow, 'sortKey' | 'total'>, viewerId: string | null): SearchHit {
  return {
    row: row.job,
    ownerEmailVerified: row.ownerEmailVerified,
    company: row.company,
    response: row.response,
    distanceKm: row.distanceKm === null ? undefined : Math.round(Number(row.distanceKm) * 100) / 100,
    ...(viewerId === null ? {} : { seen: row.seen }),
  };
}

/** A page's columns: what lists show (listedJobColumns) and whether the searcher opened each job. */
type PageColumns = typeof listedJobColumns & { seen: SQL<boolean> };

const capTotal = (counted: number) => ({
  total: Math.min(counted, SEARCH_TOTAL_CAP),
  totalCapped: counted > SEARCH_TOTAL_CAP,
});

/** Only when a cursor page comes back empty (the matches changed meanwhile): the total is still told. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${jobs} where ${where} limit ${SEARCH_TOTAL_CAP + 1}) as capped`);
  return row?.n ?? 0;
}

interface PageRow {
  job: PresentableJobRow;
  ownerEmailVerified: boolean;
  company: JobCompanyFacts | null;
  response: ResponseFacts | null;
  seen: boolean;
  sortKey: number | null;
  distanceKm: number | null;
  total: number;
}

/** How many days back the newest matches of a text search are first looked for (newestInSlices). */
const FIRST_SLICE_DAYS = 2;
/** A wider slice aims at this many times the matches it needs, as matches are not spread evenly. */
const SLICE_MARGIN = 1.5;
/** Past this a slice would hold most live jobs (they run LISTING_DAYS): all time is searched instead. */
const MAX_SLICE_DAYS = 20;

/**
 * Runs a date-ordered (or best-among-the-newest) text search on the newest jobs first (issue 21). A
 * slice that holds more matches than the total's cap holds the newest of them all, so its answer is
 * the whole search's; otherwise the matches it did hold tell how wide a slice should hold enough, and
 * that one runs, and after it all time. The answer is the same as one search over all time, but a
 * word in a few per cent of jobs no longer makes PostgreSQL walk the date index testing tens of
 * thousands of rows to collect its newest matches: within a slice the text index and the date range
 * combine in one bitmap, and only the matches in it are read. A common word is done in the first
 * slice; a rare one goes to all time after it, where its few matches come from the text index.
 */
async function newestInSlices(
  db: Db,
  where: SQL,
  run: (where: SQL) => Promise<PageRow[]>,
): Promise<PageRow[]> {
  let days = FIRST_SLICE_DAYS;
  for (let slice = 0; slice < 2 && days <= MAX_SLICE_DAYS; slice += 1) {
    const rows = await run(
      and(where, sql`${jobs.publishedAt} >= now() - make_interval(secs => ${days * 86_400})`) as SQL,
    );
    const found = rows[0]?.total ?? 0;
    if (found > SEARCH_TOTAL_CAP) return rows;
    if (found === 0) break;
    days = ((days * (SEARCH_TOTAL_CAP + 1)) / found) * SLICE_MARGIN;
  }
  return run(where);
}

/**
 * Date order, or best match among the newest matches: ranking every match of a common word (100,000 at
 * a million jobs) took 300 ms, and the date index finds the newest quickly however common the words.
 */
async function newestOrBestFirst(
  db: Db,
  columns: PageColumns,
  where: SQL,
  rank: SQL<number> | undefined,
  distance: SQL<number> | undefined,
  bestFirst: boolean,
  cursor: Cursor | undefined,
  limit: number,
): Promise<PageRow[]> {
  const matches = db.$with('matches').as(
    db
      .select({
        id: jobs.id,
        publishedAt: jobs.publishedAt,
        rank: (bestFirst && rank ? rank : sql<number>`0::float8`).as('rank'),
      })
      .from(jobs)
      .where(where)
      .orderBy(...byDate)
      .limit(SEARCH_TOTAL_CAP + 1),
  );
  const total = sql<number>`(select count(*)::int from ${matches})`;
  const fields = {
    ...columns,
    distanceKm: distance ?? sql<null>`null`,
    total,
  };

  if (bestFirst) {
    const after = cursor
      ? sql`(${matches.rank} < ${cursor.v}::float8 or (${matches.rank} = ${cursor.v}::float8 and ${matches.id} < ${cursor.id}::uuid))`
      : undefined;
    const page = db.$with('page').as(
      db
        .select({ id: matches.id, rank: matches.rank })
        .from(matches)
        .where(after)
        .orderBy(sql`${matches.rank} desc`, sql`${matches.id} desc`)
        .limit(limit + 1),
    );
    return db
      .with(matches, page)
      .select({ ...fields, sortKey: sql<number>`${page.rank}` })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .orderBy(sql`${page.rank} desc`, sql`${jobs.id} desc`);
  }
  if (!cursor) {
    // The first page is the head of the newest matches.
    const page = db.$with('page').as(
      db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(sql`${matches.publishedAt} desc nulls last`, sql`${matches.id} desc`)
        .limit(limit + 1),
    );
    return db
      .with(matches, page)
      .select({ ...fields, sortKey: sql<null>`null` })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .orderBy(...byDate);
  }
  // A later page continues along the date index from the cursor.
  return db
    .with(matches)
    .select({ ...fields, sortKey: sql<null>`null` })
    .from(jobs)
    .where(
      and(where, sql`(${jobs.publishedAt}, ${jobs.id}) < (${cursor.v}::timestamptz, ${cursor.id}::uuid)`),
    )
    .orderBy(...byDate)
    .limit(limit + 1);
}

/**
 * Circles to look for the nearest jobs in, smallest first: when a small one already holds a full page
 * (and one more), nothing outside it can be nearer, and the large circle is never read. Around the
 * centre of a big city the nearest twenty jobs are a few hundred metres away, while 50 km hold tens
 * of thousands. Only circles beyond a cursor's distance can hold its next page.
 */
function nearestRings(radiusKm: number | undefined, beyondKm: number): (number | undefined)[] {
  const smaller =
    radiusKm === undefined
      ? [2, 8, 32, 128, 512, 2048]
      : [radiusKm / 16, radiusKm / 4].filter((r) => r >= 0.5);
  return [...smaller.filter((ring) => ring > beyondKm), radiusKm];
}

interface NearestSearch {
  /** Every match, for the total. */
  where: SQL;
  /** The matches within a circle (undefined: anywhere). */
  within: (radiusKm: number | undefined) => SQL;
  radiusKm: number | undefined;
  distance: SQL<number>;
  cursor: Cursor | undefined;
  limit: number;
}

/**
 * Nearest first, circle by circle (nearestRings). In each, the page's ids are chosen by an index-only
 * scan (lat, lng and id are all in the covering index); only those rows are then read.
 */
async function nearestFirst(db: Db, columns: PageColumns, search: NearestSearch): Promise<PageRow[]> {
  const { distance, cursor, limit } = search;
  const after = cursor
    ? sql`(${distance} > ${cursor.v}::float8 or (${distance} = ${cursor.v}::float8 and ${jobs.id} > ${cursor.id}::uuid))`
    : undefined;
  const rings = nearestRings(search.radiusKm, cursor ? Number(cursor.v) : 0);
  let rows: PageRow[] = [];
  for (const ring of rings) {
    const inRing = search.within(ring);
    rows = await db
      .select({
        ...columns,
        sortKey: distance,
        distanceKm: distance,
        // The scalar subquery's own FROM shadows the outer "jobs", so it counts every match, not the
        // page; counting stops past the cap, as counting a million matches costs hundreds of ms.
        total: sql<number>`(select count(*)::int from (select 1 from ${jobs} where ${search.where} limit ${SEARCH_TOTAL_CAP + 1}) capped)`,
      })
      .from(jobs)
      .where(
        and(
          inRing,
          sql`${jobs.id} in (select id from ${jobs} where ${and(inRing, after)} order by ${distance} asc, id asc limit ${limit + 1})`,
        ),
      )
      .orderBy(sql`${distance} asc`, sql`${jobs.id} asc`);
    if (rows.length > limit) break;
  }
  return rows;
}

/** The search's filters as the index checks them: the same conditions as the SQL's `where`. */
function indexFilters(query: TJobSearchQuery): IndexFilters {
  const filters: IndexFilters = {};
  if (query.category) {
    const key = findProfession(query.category);
    filters.category = key !== undefined ? { key } : { otherLower: query.category.trim().toLowerCase() };
  }
  if (query.schedule) filters.schedule = query.schedule;
  if (query.employmentType) filters.employmentType = query.employmentType;
  if (query.experience) filters.experience = query.experience;
  // The database's now() is its transaction's start; the node's clock differs by milliseconds.
  if (query.postedWithinDays !== undefined) {
    filters.publishedSinceUs = (Date.now() - query.postedWithinDays * 86_400_000) * 1000;
  }
  if (query.salaryMin !== undefined) filters.salaryMin = query.salaryMin;
  if (query.withSalary) filters.withSalary = true;
  if (query.paid) filters.paid = true;
  if (query.lat !== undefined && query.lng !== undefined && query.radiusKm !== undefined) {
    filters.circle = { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm };
  }
  return filters;
}

/**
 * The rows of a page the index chose, by id, with what lists show beside them, whether the searcher
 * opened each (so the page is the search's last round trip) and the distance from the searcher's
 * point when there is one: prepared once per database, so a search builds no SQL (drizzle's query
 * building was a fifth of the node's CPU per search) and PostgreSQL plans it once per connection; its
 * rows are mapped by a mapper compiled for it (withCompiledRows).
 */
const pageStatements = new WeakMap<Db, ReturnType<typeof preparePageByIds>>();
function preparePageByIds(db: Db) {
  const byIds = sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`;
  const columns = { ...listedJobColumns, seen: seenByColumn(sql.placeholder('viewerId')) };
  return {
    anywhere: withCompiledRows(
      db
        .select({ ...columns, distanceKm: sql<number | null>`null` })
        .from(jobs)
        .where(byIds)
        .prepare('search_page'),
    ),
    near: withCompiledRows(
      db
        .select({
          ...columns,
          distanceKm: sql<number | null>`${haversineKm(sql.placeholder('lat'), sql.placeholder('lng'))}`,
        })
        .from(jobs)
        .where(byIds)
        .prepare('search_page_near'),
    ),
  };
}

function pageByIds(db: Db, ids: string[], query: TJobSearchQuery, viewerId: string | null) {
  let statements = pageStatements.get(db);
  if (!statements) {
    statements = preparePageByIds(db);
    pageStatements.set(db, statements);
  }
  return query.lat !== undefined && query.lng !== undefined
    ? statements.near.execute({ ids, viewerId, lat: query.lat, lng: query.lng })
    : statements.anywhere.execute({ ids, viewerId });
}

/**
 * A text search answered by the node's index (issue 30, decision 052): the index finds the page's
 * ids, its total and ranks; the database reads only those rows, by primary key. Undefined when the
 * index cannot answer (a query shape it does not read, busy, not ready): SQL answers the same.
 */
async function searchOnIndex(
  db: Db,
  index: SearchIndex,
  query: TJobSearchQuery,
  words: readonly WordTerm[],
  viewerId: string | null,
): Promise<SearchResult | undefined> {
  const operands: QueryOperands = [];
  const professions: string[][] = [];
  for (const word of words) {
    const read = parseTsquery(word.parsed);
    // A word PostgreSQL splits in two that also names a profession is left to SQL.
    if (!read || (read.length > 1 && word.professions.length > 0)) return undefined;
    for (const operand of read) {
      operands.push(operand);
      professions.push(word.professions);
    }
  }
  const order = query.sort === 'date' ? 'date' : 'rank';
  const decoded = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  const cursor: IndexCursor | undefined = !decoded
    ? undefined
    : order === 'date'
      ? { order, publishedUs: Date.parse(String(decoded.v)) * 1000, id: decoded.id }
      : { order, rank: Number(decoded.v), id: decoded.id };
  const page = await index.query({
    operands,
    professions,
    filters: indexFilters(query),
    order,
    ...(cursor ? { cursor } : {}),
    limit: query.limit,
    cap: SEARCH_TOTAL_CAP,
  });
  if (!page) return undefined;
  const rows = page.ids.length === 0 ? [] : await pageByIds(db, page.ids, query, viewerId);
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  // A job deleted since the index saw it is left out of the page.
  const ordered = page.ids.flatMap((id, i) => {
    const row = byId.get(id);
    return row ? [{ row, rank: page.ranks[i] ?? null }] : [];
  });
  const pageRows = ordered.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    page.ids.length > query.limit && last
      ? encodeCursor({
          o: order,
          v: order === 'date' ? (last.row.job.publishedAt ?? new Date(0)).toISOString() : Number(last.rank),
          id: last.row.job.id,
        })
      : null;
  return {
    hits: pageRows.map(({ row }) => hitOf(row, viewerId)),
    ...capTotal(page.counted),
    nextCursor,
  };
}
