// Search benchmark (issues 3 and 21, DESIGN.md §10), measured the way a crowd loads the product: the
// built server in its own process, the load generator (bench/load-worker.ts) in another, the result
// cache off, every search a different word or place, and beside each row the raw SQL of the same
// searches — the very statements the server sends, captured from its query builder — replayed by
// pgbench (PostgreSQL) or straight on the embedded database (PGlite), so the distance to the limit
// shows. 1,000,000 jobs on PostgreSQL (DATABASE_URL), 100,000 on PGlite.
// Usage: [DATABASE_URL=postgres://…] npm run bench:search [-- --jobs N --seconds S]
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ZJobSearchQuery } from '@debut/contract/jobs';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { jobs } from '../apps/server/src/db/schema.ts';
import { searchJobs } from '../apps/server/src/modules/jobs/search.ts';
import { createSearchIndex } from '../apps/server/src/modules/jobs/search-index/client.ts';
import Fastify from 'fastify';
import { CITIES } from '../apps/server/src/seed/cities.ts';
import { seed } from '../apps/server/src/seed/generate.ts';
import type { LoadResult } from './load-worker.ts';
import { runLoad } from './load-client.ts';
import { machine, percentile, postgresCpuMs, processCpuMs, writeSection } from './report.ts';
import { call, register, startServer } from './server.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = databaseUrl !== undefined;
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: onPostgres ? '1000000' : '100000' },
    seconds: { type: 'string', default: '8' },
    // Seeds (and analyses) the database, then stops: a million jobs take minutes to write.
    'seed-only': { type: 'boolean', default: false },
  },
});
const wanted = Number(values.jobs);
const seconds = Number(values.seconds);
const CROWD = 32;
/** Distinct searches per varied row; pgbench takes at most 128 scripts. */
const VARIETY = 120;
const dataDir = path.join(os.tmpdir(), `debut-bench-search-${wanted}`);
mkdirSync(dataDir, { recursive: true });
const run = promisify(execFile);

// ---- The database: seeded once, statistics fresh, as autovacuum keeps them on a running server.
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db'), poolSize: 4 });
await migrateDatabase(database);
const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n ?? 0;
const present = await count();
if (present < wanted) {
  const started = Date.now();
  process.stdout.write(`seeding ${wanted - present} jobs into ${onPostgres ? 'PostgreSQL' : dataDir} …\n`);
  await seed(database.db, {
    jobs: wanted - present,
    users: Math.max(100, Math.round(wanted / 200)),
    seed: 7,
    tailWords: 6,
    onProgress: (done) => done % 100_000 === 0 && process.stdout.write(`  ${done}\n`),
  });
  process.stdout.write(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
await database.db.execute(sql`vacuum analyze jobs`);
const jobCount = await count();
if (values['seed-only']) {
  await database.close();
  process.stdout.write(`${jobCount} jobs ready\n`);
  process.exit(0);
}

// ---- What the crowd searches for: words of real titles, from rare to common, and places near the
// cities the jobs are in (a few km apart, so no two are the same search).
const sampled = (await database.db.execute(sql`
  select word from (
    select distinct lower(w) as word
    from (select title || ' ' || description as text from jobs where status = 'active'
      order by md5(id::text) limit 3000) t,
      regexp_split_to_table(t.text, '[^[:alpha:]]+') as w
    where length(w) >= 4
  ) words order by md5(word) limit ${VARIETY}`)) as unknown as { rows: { word: string }[] };
const words = sampled.rows.map((row) => row.word);
const places = Array.from({ length: VARIETY }, (_, i) => {
  const city = CITIES[i % CITIES.length] ?? CITIES[0];
  const angle = (i * 137.5 * Math.PI) / 180;
  const km = 1 + (i % 7);
  return {
    lat: Number((city.lat + (km / 111) * Math.sin(angle)).toFixed(4)),
    lng: Number(
      (city.lng + (km / (111 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle)).toFixed(4),
    ),
  };
});
const moscow = 'lat=55.7558&lng=37.6173';

interface Scenario {
  name: string;
  paths: string[];
  clients: number[];
  /** Whether the raw SQL is replayed beside it. */
  raw: boolean;
  headers?: Record<string, string>;
}
const q = (word: string) => `q=${encodeURIComponent(word)}`;
const scenarios: Scenario[] = [
  {
    name: 'text, one word repeated (`q=barista`)',
    paths: ['/api/jobs?q=barista'],
    clients: [CROWD],
    raw: true,
  },
  {
    name: 'text, varied words',
    paths: words.map((word) => `/api/jobs?${q(word)}`),
    clients: [1, CROWD],
    raw: true,
  },
  {
    name: 'text + 10 km, varied words and places',
    paths: words.map((word, i) => {
      const place = places[i] ?? places[0];
      return `/api/jobs?${q(word)}&lat=${place?.lat}&lng=${place?.lng}&radiusKm=10`;
    }),
    clients: [1, CROWD],
    raw: true,
  },
  {
    name: 'radius 50 km, varied places',
    paths: places.map((place) => `/api/jobs?lat=${place.lat}&lng=${place.lng}&radiusKm=50`),
    clients: [CROWD],
    raw: true,
  },
  { name: '`sort=date`, no filter', paths: ['/api/jobs?sort=date'], clients: [CROWD], raw: true },
  // Issue 33: what a first-job seeker filters on, on its own index and with words (SQL answers both).
  {
    name: 'first-job filters (`experience=none&postedWithinDays=7&sort=date`)',
    paths: ['/api/jobs?experience=none&postedWithinDays=7&sort=date'],
    clients: [CROWD],
    raw: true,
  },
  {
    name: 'text + `experience=none`, varied words',
    paths: words.map((word) => `/api/jobs?${q(word)}&experience=none`),
    clients: [CROWD],
    raw: true,
  },
  {
    name: 'text + `withSalary=true&salaryMin=30000`, varied words',
    paths: words.map((word) => `/api/jobs?${q(word)}&withSalary=true&salaryMin=30000`),
    clients: [CROWD],
    raw: true,
  },
  {
    name: '`paid=true&experience=none`, date sort (paid internships for a first job)',
    paths: ['/api/jobs?paid=true&experience=none&sort=date'],
    clients: [CROWD],
    raw: true,
  },
  {
    name: 'text + `paid=true&withSalary=true&salaryMin=30000`, varied words',
    paths: words.map((word) => `/api/jobs?${q(word)}&paid=true&withSalary=true&salaryMin=30000`),
    clients: [CROWD],
    raw: true,
  },
  {
    name: 'text + 10 km around Moscow, date sort',
    paths: [`/api/jobs?q=courier&${moscow}&radiusKm=10&sort=date`],
    clients: [1],
    raw: false,
  },
];

// ---- The node's search index, built here as a node builds it at start (decision 052): its build time
// and memory, and the statements a search then sends (the words' lookup and the page's rows by id).
const index = createSearchIndex({ db: database.db, logger: Fastify({ logger: false }).log, pollMs: 60_000 });
const heapBefore = process.memoryUsage();
const buildStarted = performance.now();
index.start();
while (!index.ready) await new Promise((resolve) => setTimeout(resolve, 100));
const indexBuildMs = performance.now() - buildStarted;
const indexStats = await index.stats();
const rssGrowthMb = (process.memoryUsage().rss - heapBefore.rss) / 2 ** 20;
process.stdout.write(
  `index: ${indexStats?.jobs} jobs in ${(indexBuildMs / 1000).toFixed(1)} s, ${((indexStats?.bytes ?? 0) / 2 ** 20).toFixed(0)} MB of columns, process grew ${rssGrowthMb.toFixed(0)} MB\n`,
);

// ---- The raw SQL: each search's statements, captured from the query builder, as the server sends them.
interface Statement {
  text: string;
  params: unknown[];
}
const captured: Statement[] = [];
const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
const pool = onPostgres
  ? new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' })
  : undefined;
const capturing = (pool
  ? drizzlePg({ client: pool, schema, logger })
  : drizzlePglite({
      client: (database.db as unknown as { $client: PGlite }).$client,
      schema,
      logger,
    })) as unknown as Db;

async function statementsOf(url: string): Promise<Statement[]> {
  captured.length = 0;
  const query = ZJobSearchQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  await searchJobs(capturing, query, index);
  return [...captured];
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An array parameter (the page's ids) as PostgreSQL's array text, as node-postgres sends it.
  if (Array.isArray(value)) return `'{${value.map((item) => `"${String(item)}"`).join(',')}}'`;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};
const inline = (statement: Statement) =>
  statement.text.replace(/\$(\d+)/g, (_match, index: string) => literal(statement.params[Number(index) - 1]));

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** pgbench, 2 threads, the given clients, one script per distinct search (chosen at random). */
async function pgbench(groups: Statement[][], clients: number): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'debut-pgbench-'));
  const scripts = groups.map((group, i) => {
    const file = path.join(dir, `search-${i}.sql`);
    writeFileSync(file, `${group.map((statement) => `${inline(statement)};`).join('\n')}\n`);
    return file;
  });
  await run(
    'pgbench',
    [
      '-n',
      '-M',
      'simple',
      '-c',
      String(clients),
      '-j',
      String(Math.min(2, clients)),
      '-T',
      String(seconds),
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
      ...scripts.flatMap((file) => ['-f', file]),
      databaseUrl ?? '',
    ],
    { env: { ...process.env, PGOPTIONS: '-c jit=off' }, maxBuffer: 1 << 24 },
  );
  // Each log line: client, transaction, latency in µs, script, epoch seconds, µs.
  const latencies = readdirSync(dir)
    .filter((name) => name.startsWith('log'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** PGlite runs one statement at a time: the searches one after another for the given seconds. */
async function pgliteReplay(groups: Statement[][]): Promise<Figures> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i += 1) {
    const group = groups[i % groups.length] ?? [];
    const started = performance.now();
    await client.transaction(async (tx) => {
      for (const statement of group) {
        if (/^(begin|commit)$/i.test(statement.text.trim())) continue;
        await tx.query(statement.text, statement.params);
      }
    });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const databaseSettings = onPostgres
  ? ((
      (await database.db
        .execute(sql`select string_agg(name || ' = ' || current_setting(name), ', ' order by name) as list
        from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_connections', 'jit', 'random_page_cost', 'max_parallel_workers_per_gather')`)) as unknown as {
        rows: { list: string }[];
      }
    ).rows[0]?.list ?? '')
  : '';
const rawFigures = new Map<string, Figures>();
for (const scenario of scenarios.filter((candidate) => candidate.raw)) {
  const groups: Statement[][] = [];
  for (const url of scenario.paths.slice(0, VARIETY)) groups.push(await statementsOf(url));
  const figures = onPostgres ? await pgbench(groups, CROWD) : await pgliteReplay(groups);
  rawFigures.set(scenario.name, figures);
  process.stdout.write(`raw SQL, ${scenario.name}: ${figures.rps} tps, p95 ${figures.p95.toFixed(1)} ms\n`);
}
await index.close();
await pool?.end();
await database.close();

// ---- The API: the built server in its own process, the crowd in another.
const server = await startServer({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  SEARCH_CACHE_SECONDS: '0',
  // With REDIS_URL (as several nodes run) the session cache is on for PostgreSQL too (decision 025).
  REDIS_URL: process.env.REDIS_URL ?? '',
});
// Searching is for signed-in people (SPEC.md): every search carries a session's bearer token.
const token = await register(server.base, 'Bench');
await call(server.base, 'GET', '/api/health', token);
// Measured once the node's index answers, as it does a minute after a start (SQL answers before).
const serverReadyStarted = Date.now();
for (;;) {
  const metrics = await fetch(`${server.base}/api/metrics`).then((response) => response.text());
  if (/^search_index_ready 1$/m.test(metrics)) break;
  if (Date.now() - serverReadyStarted > 600_000)
    throw new Error("the server's search index was not ready in 10 minutes");
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const serverRssMb =
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const signedIn = { authorization: `Bearer ${token}` };
for (const scenario of scenarios) scenario.headers = signedIn;
scenarios.push(
  { name: '`/api/health`, anonymous', paths: ['/api/health'], clients: [CROWD], raw: false },
  {
    name: '`/api/health` with a bearer token',
    paths: ['/api/health'],
    clients: [CROWD],
    raw: false,
    headers: signedIn,
  },
);

const load = runLoad;

interface Row extends LoadResult {
  name: string;
  clients: number;
  load: number;
  raw?: Figures;
  /** CPU ms per request of the server process (PGlite's work included) and of PostgreSQL's processes. */
  nodeCpu: number;
  databaseCpu?: number;
}
const rows: Row[] = [];
/**
 * Every kind of search once for a while before any row is measured, as a node has served them a minute
 * after its start: V8 has compiled the hot paths (the index's ranking, each answer's writer) by then.
 * Measured from a cold start, the first varied row ran ~20 % slower than the same row run again.
 */
const WARM_UP_SECONDS = 3;
try {
  for (const scenario of scenarios) {
    await load({
      base: server.base,
      paths: scenario.paths,
      connections: CROWD,
      seconds: WARM_UP_SECONDS,
      ...(scenario.headers ? { headers: scenario.headers } : {}),
    });
  }
  for (const scenario of scenarios) {
    for (const clients of scenario.clients) {
      // A short warm-up, so the first row does not pay for cold caches alone.
      await load({
        base: server.base,
        paths: scenario.paths,
        connections: clients,
        seconds: 1,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
      });
      // The warm-up's last requests finish before the measured run starts.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const nodeBefore = processCpuMs(server.child.pid ?? 0);
      const databaseBefore = onPostgres ? postgresCpuMs() : 0;
      const result = await load({
        base: server.base,
        paths: scenario.paths,
        connections: clients,
        seconds,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
      });
      const requests = Math.max(1, result.rps * seconds);
      const nodeCpu = (processCpuMs(server.child.pid ?? 0) - nodeBefore) / requests;
      const databaseCpu = onPostgres ? (postgresCpuMs() - databaseBefore) / requests : undefined;
      const raw = clients === CROWD ? rawFigures.get(scenario.name) : undefined;
      rows.push({
        ...result,
        name: scenario.name,
        clients,
        nodeCpu,
        ...(databaseCpu !== undefined ? { databaseCpu } : {}),
        load: os.loadavg()[0] ?? 0,
        ...(raw ? { raw } : {}),
      });
      process.stdout.write(
        `${scenario.name} c=${clients}: ${result.rps} req/s, p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} p99 ${result.p99.toFixed(1)} ms${raw ? ` (raw SQL ${raw.rps} tps)` : ''}\n`,
      );
    }
  }
} finally {
  server.child.kill('SIGTERM');
}

const format = (value: number) => value.toFixed(1);
const table = [
  '| scenario | clients | API req/s | p50 ms | p95 ms | p99 ms | errors | node CPU ms/req | DB CPU ms/req | raw SQL tps | raw p95 ms | API / SQL | load avg |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.clients} | ${row.rps} | ${format(row.p50)} | ${format(row.p95)} | ${format(row.p99)} | ${row.errors} | ${row.nodeCpu.toFixed(2)} | ${row.databaseCpu === undefined ? '—' : row.databaseCpu.toFixed(2)} | ${row.raw ? row.raw.rps : ''} | ${row.raw ? format(row.raw.p95) : ''} | ${row.raw ? `${Math.round((row.rps / row.raw.rps) * 100)} %` : ''} | ${row.load.toFixed(2)} |`,
  ),
].join('\n');

const find = (name: string, clients: number) =>
  rows.find((row) => row.name === name && row.clients === clients);
const varied = find('text, varied words', CROWD);
const variedOne = find('text, varied words', 1);
const placed = find('text + 10 km, varied words and places', CROWD);
const anonymous = find('`/api/health`, anonymous', CROWD);
const withToken = find('`/api/health` with a bearer token', CROWD);
const verdict = (met: boolean) => (met ? 'met' : 'missed');
const goals = onPostgres
  ? [
      `- varied words, ${CROWD} clients: p95 **${format(varied?.p95 ?? NaN)} ms** (goal under 150 ms: ${verdict((varied?.p95 ?? Infinity) < 150)}), **${varied?.rps ?? 0} req/s** (goal 250: ${verdict((varied?.rps ?? 0) >= 250)});`,
      `- with a place: p95 **${format(placed?.p95 ?? NaN)} ms** (goal under 100 ms: ${verdict((placed?.p95 ?? Infinity) < 100)});`,
      `- one client, varied words: p95 **${format(variedOne?.p95 ?? NaN)} ms** (goal under 30 ms: ${verdict((variedOne?.p95 ?? Infinity) < 30)});`,
    ]
  : [
      `- varied words, ${CROWD} clients: p99 **${format(varied?.p99 ?? NaN)} ms** (goal under 500 ms: ${verdict((varied?.p99 ?? Infinity) < 500)});`,
      `- one client, varied words: p95 **${format(variedOne?.p95 ?? NaN)} ms** (DESIGN.md §10: under 100 ms: ${verdict((variedOne?.p95 ?? Infinity) < 100)});`,
    ];
const ratios = rows.filter((row) => row.raw).map((row) => row.rps / (row.raw?.rps ?? 1));
goals.push(
  `- the API keeps at least 85 % of its raw SQL's throughput on every row: lowest **${Math.round(Math.min(...ratios) * 100)} %** (${verdict(Math.min(...ratios) >= 0.85)});`,
  `- signed-in \`/api/health\` at least half the anonymous figure: **${Math.round(((withToken?.rps ?? 0) / (anonymous?.rps ?? 1)) * 100)} %** (${verdict((withToken?.rps ?? 0) * 2 >= (anonymous?.rps ?? Infinity))}).`,
);

const label = onPostgres ? 'postgresql' : 'pglite';
writeSection(
  `bench:search:${label}`,
  `## Search — ${onPostgres ? 'PostgreSQL server' : 'embedded PGlite'}, ${jobCount.toLocaleString('en')} jobs

Measured ${new Date().toISOString().slice(0, 10)} by \`${onPostgres ? 'DATABASE_URL=… ' : ''}npm run bench:search\` on ${machine()}; ${seconds} s per row.
The built server runs in its own process with the result cache off (\`SEARCH_CACHE_SECONDS=0\`), the load generator
(autocannon) in another; a varied row sends ${words.length} different searches in turn (words of the jobs' titles and texts,
whose seeded descriptions carry a Zipf-distributed tail of real words, so some searches are rare; places a few km apart
around the seeded cities). "Raw SQL" replays the statements the server sends for the same searches, captured from
its query builder, ${onPostgres ? `with \`pgbench\` (${CROWD} clients, 2 threads, \`jit=off\` as the app's connections have it)` : 'one after another on the embedded database (it runs one statement at a time)'}.
Every kind of search runs ${WARM_UP_SECONDS} s with ${CROWD} clients before the first row (as on a node that has served a while), and each row 1 s before it is measured.
Latency is over HTTP on loopback; the load average is the machine's one-minute figure after the row.
${process.env.REDIS_URL ? 'The server runs with `REDIS_URL` (the event bus and session cache of several nodes).' : 'The server runs without Redis.'} Every request carries a session's bearer token, as searching is for signed-in people.

${table}

Text searches are answered by each node's in-process index (decision 052) once it is built; the database then reads
the words' lookup and the page's rows by id, which is what "raw SQL" replays. The index of ${(indexStats?.jobs ?? 0).toLocaleString('en')} live jobs was
built in **${(indexBuildMs / 1000).toFixed(1)} s** (in a worker thread, while the node serves from SQL) and holds
**${((indexStats?.bytes ?? 0) / 2 ** 20).toFixed(0)} MB** of columns and postings (the building process grew by ${rssGrowthMb.toFixed(0)} MB); the server measured here ran at
**${serverRssMb.toFixed(0)} MB** resident once its index was ready. "node CPU" is the server process's CPU per request (the
embedded database's work included); "DB CPU" is PostgreSQL's processes' CPU per request.
${onPostgres ? `PostgreSQL runs with the machine's settings: ${databaseSettings}.` : ''}

Goals of issue 21:
${goals.join('\n')}
`,
);
process.stdout.write(`${goals.join('\n')}\n`);
