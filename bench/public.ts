// Public vacancy pages (issue 19): the built server in its own process on a database of N jobs (PGlite
// with 100,000 by default; PostgreSQL with 1,000,000 when DATABASE_URL is set), autocannon in a third
// process (bench/load-worker.ts) asking for a different live vacancy on every request at 1 and 32
// connections, the same SQL run straight against the database beside it, the server's memory while it
// streams a full sitemap part, and Lighthouse's four categories on a vacancy page on a simulated phone.
// Issue 31: company pages too, each company holding the jobs of one seeded owner, as served (the
// rendered page kept, decision 059) and rendered on every visit, beside their own SQL.
// Usage: npm run bench:public [-- --jobs N --seconds S]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { jobs } from '../apps/server/src/db/schema.ts';
import { seed } from '../apps/server/src/seed/generate.ts';
import {
  findPublicCompany,
  findPublicJob,
  liveJobsOfCompany,
} from '../apps/server/src/modules/vacancy-pages/queries.ts';
import { responseFiguresOf } from '../apps/server/src/modules/applications/response.ts';
import { runLoad } from './load-client.ts';
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
const companySlug = () => `bench-company-${1 + Math.floor(Math.random() * COMPANIES)}`;
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

/** A page's own SQL straight on the database, `connections` at a time, for `ms`. */
async function rawSql(connections: number, ms: number, work: () => Promise<unknown>) {
  const latencies: number[] = [];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / (ms / 1000), p95: percentile(latencies, 95) };
}
const vacancySql = () => findPublicJob(database.db, pick());
/** What a company page asks, as its route does: the company, then its first page and its figures. */
const COMPANY_PAGE_ROWS = 51;
async function companySql() {
  const found = await findPublicCompany(database.db, companySlug());
  if (!found) throw new Error('a bench company is missing');
  await Promise.all([
    liveJobsOfCompany(database.db, found.company.id, COMPANY_PAGE_ROWS),
    responseFiguresOf(database.db, [{ subject: 'company', id: found.company.id }]),
  ]);
}

// PGlite has one connection: the server must own the folder, so the raw SQL runs first and we close.
const raw = {
  one: await rawSql(1, seconds * 500, vacancySql),
  crowd: await rawSql(32, seconds * 1000, vacancySql),
};
const rawCompany = {
  one: await rawSql(1, seconds * 500, companySql),
  crowd: await rawSql(32, seconds * 1000, companySql),
};
await database.close();

// The paths the crowd asks for, in turn: a different vacancy on every request; the companies in a
// shuffled order, each asked again only after the other 199.
const vacancyPaths = Array.from({ length: 4000 }, () => `/vacancies/${pick()}`);
const companyPaths = Array.from({ length: COMPANIES }, (_, i) => `/companies/bench-company-${i + 1}`).sort(
  () => Math.random() - 0.5,
);

/** The built server on the benchmark's database, warm: its place index built and its code compiled. */
async function warmServer(env: NodeJS.ProcessEnv = {}) {
  const started = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: '',
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
  // The place index (the pages' JSON-LD country) builds in a worker thread and takes both cores for a
  // while after the start, which is not the steady state a crowd meets.
  for (let attempt = 0; ; attempt += 1) {
    const places = (await (await fetch(`${started.base}/api/places?q=Moscow&lang=en`)).json()) as {
      items?: unknown[];
    };
    if ((places.items?.length ?? 0) > 0) break;
    if (attempt > 600) throw new Error('the place index was not ready after two minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await runLoad({ base: started.base, paths: vacancyPaths, connections: 8, seconds: 3 });
  return started;
}

const load = (base: string, connections: number, paths: string[]) =>
  runLoad({ base, paths, connections, seconds });

// Company pages rendered on every visit first, on a server of their own, then everything as served.
const uncached = await warmServer({ PUBLIC_PAGE_CACHE_SECONDS: '0' });
const companyRendered = {
  one: await load(uncached.base, 1, companyPaths),
  crowd: await load(uncached.base, 32, companyPaths),
};
uncached.child.kill('SIGTERM');
await new Promise((resolve) => uncached.child.once('exit', resolve));

const server = await warmServer();
const api = {
  one: await load(server.base, 1, vacancyPaths),
  crowd: await load(server.base, 32, vacancyPaths),
};
const companyPages = {
  one: await load(server.base, 1, companyPaths),
  crowd: await load(server.base, 32, companyPaths),
};

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
${os.loadavg()[0]?.toFixed(1)}: the built server in its own process, autocannon in another
(\`bench/load-worker.ts\`) asking for a different one of ${vacancyPaths.length.toLocaleString('en')} vacancies drawn from
${live.length.toLocaleString('en')} live ones (of ${liveCount?.toLocaleString('en')}) on every request; "raw SQL" is the page's own
query (findPublicJob) run straight on the database from the benchmark's process.

| clients | API req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | raw SQL p95 ms |
|---:|---:|---:|---:|---:|---:|---:|---:|
| 1 | ${api.one.rps.toFixed(0)} | ${ms(api.one.p50)} | ${ms(api.one.p95)} | ${ms(api.one.p99)} | ${api.one.errors} | ${raw.one.rps.toFixed(0)} | ${ms(raw.one.p95)} |
| 32 | ${api.crowd.rps.toFixed(0)} | ${ms(api.crowd.p50)} | ${ms(api.crowd.p95)} | ${ms(api.crowd.p99)} | ${api.crowd.errors} | ${raw.crowd.rps.toFixed(0)} | ${ms(raw.crowd.p95)} |

Budget: p95 under 20 ms at 32 clients on PostgreSQL with 1,000,000 jobs (${api.crowd.p95 < 20 ? 'met' : 'missed'} here).

**Company pages** (\`/companies/{slug}\`, ${COMPANIES} companies asked in a shuffled round, each holding
every live vacancy of one seeded owner, ${COMPANY_PAGE_ROWS - 1} a page; decision 059). "As served" keeps the
rendered page for \`PUBLIC_PAGE_CACHE_SECONDS\` (5) until something on it changes; "rendered every visit"
is a server started with it at 0. "Raw SQL" is the page's three queries (the company, its first page of
jobs, its response figures) run straight on the database.

| clients | build | req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | raw SQL p95 ms |
|---:|---|---:|---:|---:|---:|---:|---:|---:|
| 1 | as served | ${companyPages.one.rps.toFixed(0)} | ${ms(companyPages.one.p50)} | ${ms(companyPages.one.p95)} | ${ms(companyPages.one.p99)} | ${companyPages.one.errors} | ${rawCompany.one.rps.toFixed(0)} | ${ms(rawCompany.one.p95)} |
| 32 | as served | ${companyPages.crowd.rps.toFixed(0)} | ${ms(companyPages.crowd.p50)} | ${ms(companyPages.crowd.p95)} | ${ms(companyPages.crowd.p99)} | ${companyPages.crowd.errors} | ${rawCompany.crowd.rps.toFixed(0)} | ${ms(rawCompany.crowd.p95)} |
| 1 | rendered every visit | ${companyRendered.one.rps.toFixed(0)} | ${ms(companyRendered.one.p50)} | ${ms(companyRendered.one.p95)} | ${ms(companyRendered.one.p99)} | ${companyRendered.one.errors} | | |
| 32 | rendered every visit | ${companyRendered.crowd.rps.toFixed(0)} | ${ms(companyRendered.crowd.p50)} | ${ms(companyRendered.crowd.p95)} | ${ms(companyRendered.crowd.p99)} | ${companyRendered.crowd.errors} | | |

Budget (issue 31): p95 under 20 ms at 100,000 jobs — as served, 32 clients: **${ms(companyPages.crowd.p95)} ms**
(${companyPages.crowd.p95 < 20 ? 'met' : 'missed'}); one client rendering every visit: **${ms(companyRendered.one.p95)} ms**
(${companyRendered.one.p95 < 20 ? 'met' : 'missed'}).

**Sitemap.** Part ${firstPart} (${urls.toLocaleString('en')} URLs, ${(part.length / 2 ** 20).toFixed(1)} MB) streamed in
${ms(sitemapMs)} ms; the server's resident memory ${mb(before)} MB before, ${mb(peak)} MB at most while streaming.

**Lighthouse** on a vacancy page, mobile (simulated mid-range phone, slow 4G): performance ${scores.performance},
accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}.
`;
writeSection(`bench:public:${where.toLowerCase()}`, section);
process.stdout.write(section);
