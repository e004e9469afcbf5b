// Public vacancy pages (issue 19): the built server in its own process on a database of N jobs (PGlite
// with 100,000 by default; PostgreSQL with 1,000,000 when DATABASE_URL is set), autocannon in this
// process asking for a different live vacancy on every request at 1 and 32 connections, the same SQL
// run straight against the database beside it, the server's memory while it streams a full sitemap
// part, and Lighthouse's four categories on a vacancy page on a simulated phone. Issue 31: company
// pages too, each company holding the jobs of one seeded owner.
// Usage: npm run bench:public [-- --jobs N --seconds S]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { jobs } from '../apps/server/src/db/schema.ts';
import { seed } from '../apps/server/src/seed/generate.ts';
import { findPublicJob } from '../apps/server/src/modules/vacancy-pages/queries.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { machine, percentile, writeSection } from './report.ts';
import { freePort, startServer } from './server.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: onPostgres ? '1000000' : '100000' },
    seconds: { type: 'string', default: '10' },
  },
});
const wanted = Number(values.jobs);
const seconds = Number(values.seconds);
const dataDir = path.join(os.tmpdir(), `debut-bench-search-${wanted}`);
mkdirSync(dataDir, { recursive: true });

// The same database the search benchmark seeds, so the two share one long seeding.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: path.join(dataDir, 'db'),
  poolSize: 32,
});
await migrateDatabase(database);
const [{ n: present } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
if (present < wanted) {
  process.stdout.write(`seeding ${wanted - present} jobs …\n`);
  await seed(database.db, {
    jobs: wanted - present,
    users: Math.max(100, Math.round(wanted / 200)),
    seed: 7,
  });
}
// Companies for the company pages (issue 31): one per seeded owner of the first COMPANIES, each holding
// that owner's jobs, so a page lists as many live vacancies as a busy employer has.
const COMPANIES = 200;
await database.db.execute(sql`
  insert into companies (slug, name, about)
  select 'bench-company-' || n, 'Bench company ' || n, 'A company the public benchmark made.'
  from generate_series(1, ${COMPANIES}) as n
  on conflict (slug) do nothing`);
await database.db.execute(sql`
  with owners as (
    select owner_id, row_number() over (order by owner_id) as n
    from (select distinct owner_id from jobs) o
  )
  insert into company_members (company_id, user_id, role)
  select c.id, owners.owner_id, 'owner' from owners join companies c on c.slug = 'bench-company-' || owners.n
  on conflict do nothing`);
await database.db.execute(sql`
  update jobs j set company_id = m.company_id
  from company_members m join companies c on c.id = m.company_id
  where m.user_id = j.owner_id and c.slug like 'bench-company-%' and j.company_id is null`);
const pickCompany = () => `/companies/bench-company-${1 + Math.floor(Math.random() * COMPANIES)}`;
await database.db.execute(sql`vacuum analyze jobs`);
const live = (
  await database.db
    .select({ number: jobs.number })
    .from(jobs)
    .where(sql`status = 'active' and held_at is null`)
    .orderBy(sql`random()`)
    .limit(20_000)
).map((row) => row.number);
const liveCount = (
  await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`status = 'active'`)
)[0]?.n;
const pick = () => live[Math.floor(Math.random() * live.length)] ?? 1001;

/** The page's own SQL straight on the database, `connections` at a time, for `ms`. */
async function rawSql(connections: number, ms: number) {
  const latencies: number[] = [];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await findPublicJob(database.db, pick());
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / (ms / 1000), p95: percentile(latencies, 95) };
}

// PGlite has one connection: the server must own the folder, so the raw SQL runs first and we close.
const raw = { one: await rawSql(1, seconds * 500), crowd: await rawSql(32, seconds * 1000) };
await database.close();

const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: '',
  SEARCH_CACHE_SECONDS: '0',
});

// Measured warm, as a node serves once started: the place index (the pages' JSON-LD country) built in
// its worker thread, and the code paths compiled. Building the index takes both cores for a while
// after the start, which is not the steady state a crowd meets.
for (let attempt = 0; ; attempt += 1) {
  const places = (await (await fetch(`${server.base}/api/places?q=Moscow&lang=en`)).json()) as {
    items?: unknown[];
  };
  if ((places.items?.length ?? 0) > 0) break;
  if (attempt > 600) throw new Error('the place index was not ready after two minutes');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await new Promise<void>((resolve, reject) => {
  autocannon(
    {
      url: server.base,
      connections: 8,
      duration: 3,
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/vacancies/${pick()}` }) }],
    },
    (error) => (error ? reject(error) : resolve()),
  );
});

async function load(connections: number, pathOf: () => string = () => `/vacancies/${pick()}`) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.base,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}
const api = { one: await load(1), crowd: await load(32) };
const companyPages = { one: await load(1, pickCompany), crowd: await load(32, pickCompany) };

/** The server's resident memory, from its Prometheus metrics. */
async function rss(): Promise<number> {
  const text = await (await fetch(`${server.base}/api/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}
const before = await rss();
let peak = before;
const sampler = setInterval(() => void rss().then((value) => (peak = Math.max(peak, value))), 50);
const firstPart = Math.floor((live.slice().sort((a, b) => a - b)[0] ?? 1001) / 50_000);
const startedSitemap = performance.now();
const part = await (await fetch(`${server.base}/sitemaps/vacancies-${firstPart}.xml`)).text();
const sitemapMs = performance.now() - startedSitemap;
clearInterval(sampler);
const urls = part.split('<url>').length - 1;

// Lighthouse on one vacancy page, as a phone on slow 4G sees it.
const port = await freePort();
const profile = mkdtempSync(path.join(os.tmpdir(), 'debut-lighthouse-public-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
});
const scores: Record<string, number> = {};
try {
  const result = await lighthouse(`${server.base}/vacancies/${pick()}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  for (const [name, category] of Object.entries(result?.lhr.categories ?? {})) {
    scores[name] = Math.round((category.score ?? 0) * 100);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  server.child.kill('SIGTERM');
}

const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const where = onPostgres ? 'PostgreSQL' : 'PGlite';
const section = `## Public vacancy pages (${where}, ${wanted.toLocaleString('en')} jobs)

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:public\` on ${machine()}, load average
${os.loadavg()[0]?.toFixed(1)}: the built server in its own process, autocannon in the benchmark's process
asking for a different one of ${live.length.toLocaleString('en')} live vacancies (of ${liveCount?.toLocaleString('en')})
on every request; "raw SQL" is the page's own query (findPublicJob) run straight on the database.

| clients | API req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | raw SQL p95 ms |
|---:|---:|---:|---:|---:|---:|---:|---:|
| 1 | ${api.one.rps.toFixed(0)} | ${ms(api.one.p50)} | ${ms(api.one.p95)} | ${ms(api.one.p99)} | ${api.one.errors} | ${raw.one.rps.toFixed(0)} | ${ms(raw.one.p95)} |
| 32 | ${api.crowd.rps.toFixed(0)} | ${ms(api.crowd.p50)} | ${ms(api.crowd.p95)} | ${ms(api.crowd.p99)} | ${api.crowd.errors} | ${raw.crowd.rps.toFixed(0)} | ${ms(raw.crowd.p95)} |

Budget: p95 under 20 ms at 32 clients on PostgreSQL with 1,000,000 jobs (${api.crowd.p95 < 20 ? 'met' : 'missed'} here).

**Company pages** (\`/companies/{slug}\`, ${COMPANIES} companies, each with every live vacancy of one seeded owner):

| clients | req/s | p50 ms | p95 ms | p99 ms | errors |
|---:|---:|---:|---:|---:|---:|
| 1 | ${companyPages.one.rps.toFixed(0)} | ${ms(companyPages.one.p50)} | ${ms(companyPages.one.p95)} | ${ms(companyPages.one.p99)} | ${companyPages.one.errors} |
| 32 | ${companyPages.crowd.rps.toFixed(0)} | ${ms(companyPages.crowd.p50)} | ${ms(companyPages.crowd.p95)} | ${ms(companyPages.crowd.p99)} | ${companyPages.crowd.errors} |

Budget (issue 31): p95 under 20 ms at 100,000 jobs (${companyPages.crowd.p95 < 20 ? 'met' : 'missed'} here).

**Sitemap.** Part ${firstPart} (${urls.toLocaleString('en')} URLs, ${(part.length / 2 ** 20).toFixed(1)} MB) streamed in
${ms(sitemapMs)} ms; the server's resident memory ${mb(before)} MB before, ${mb(peak)} MB at most while streaming.

**Lighthouse** on a vacancy page, mobile (simulated mid-range phone, slow 4G): performance ${scores.performance},
accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}.
`;
writeSection(`bench:public:${where.toLowerCase()}`, section);
process.stdout.write(section);
