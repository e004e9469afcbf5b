// Job alerts benchmark (issue 18): seeds jobs (1,000,000 in PostgreSQL when DATABASE_URL is set,
// 100,000 in the embedded database otherwise) and alerts (100,000 / 10,000) with a realistic mix — 60 %
// with words, 70 % with a place and radius, 40 % with filters — then measures
//  1. matching one publication against every alert (the alert.match outbox handler's INSERT … SELECT), for 300
//     varied live jobs, each published once; beside it the bare SELECT of the same matches (what the
//     database needs before writing anything);
//  2. one daily digest run over every alert with something new: the time to write all digests to the
//     outbox, and the process's memory while it does.
// Usage: npm run bench:alerts [-- --jobs N --alerts N --publications N]
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { TAlertQuery } from '@debut/contract/alerts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { alerts, jobs, users } from '../apps/server/src/db/schema.ts';
import { runAlertDigests } from '../apps/server/src/modules/alerts/digests.ts';
import {
  alertSearchColumns,
  matchingAlerts,
  recordMatches,
} from '../apps/server/src/modules/alerts/matching.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { seed } from '../apps/server/src/seed/generate.ts';
import { CITIES } from '../apps/server/src/seed/cities.ts';
import { machine, percentile, writeSection } from './report.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: onPostgres ? '1000000' : '100000' },
    alerts: { type: 'string', default: onPostgres ? '100000' : '10000' },
    publications: { type: 'string', default: '300' },
  },
});
const wantedJobs = Number(values.jobs);
const wantedAlerts = Number(values.alerts);
const publications = Number(values.publications);
const dataDir = path.join(os.tmpdir(), `debut-bench-alerts-${wantedJobs}`);
mkdirSync(dataDir, { recursive: true });
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(dataDir, 'db'),
  poolSize: 4,
});
await migrateDatabase(database);
const { db } = database;
const count = async (table: typeof jobs | typeof alerts) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

const presentJobs = await count(jobs);
if (presentJobs < wantedJobs) {
  process.stdout.write(`seeding ${wantedJobs - presentJobs} jobs …\n`);
  await seed(db, {
    jobs: wantedJobs - presentJobs,
    users: Math.max(100, Math.round(wantedJobs / 200)),
    seed: 7,
    onProgress: (done) => done % 100_000 === 0 && process.stdout.write(`  ${done}\n`),
  });
}

// A seeded pseudo-random sequence, so every run meets the same alerts.
let state = 20261125;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const WORDS = [
  'barista',
  'waiter',
  'courier',
  'cashier',
  'intern',
  'assistant',
  'cook',
  'promoter',
  'бариста',
  'курьер',
  'официант',
  'kellner',
  'camarero',
  'serveur',
  'student',
  'night',
  'warehouse',
  'sales',
];
const CATEGORIES = ['barista', 'waiter', 'courier', 'cashier', 'cook', 'promoter'];
const SCHEDULES = ['full_time', 'shift', 'flexible', 'remote'] as const;
const EMPLOYMENT = ['full', 'part_time', 'temporary', 'internship'] as const;

const presentAlerts = await count(alerts);
if (presentAlerts < wantedAlerts) {
  process.stdout.write(`making ${wantedAlerts - presentAlerts} alerts …\n`);
  const people = (
    await db
      .select({ id: users.id })
      .from(users)
      .limit(Math.ceil(wantedAlerts / 20))
  ).map((row) => row.id);
  // The words' tsqueries resolved once per distinct text, as many people save the same words.
  const resolved = new Map<string, Awaited<ReturnType<typeof alertSearchColumns>>>();
  for (let made = presentAlerts; made < wantedAlerts; made += 1000) {
    const rows = [];
    for (let index = 0; index < Math.min(1000, wantedAlerts - made); index += 1) {
      const city = pick(CITIES);
      // Drawn again when it came out empty: nobody saves "all jobs everywhere" as an alert.
      let query: Record<string, unknown> = {};
      while (Object.keys(query).length === 0)
        query = {
          ...(random() < 0.6 ? { q: random() < 0.7 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}` } : {}),
          ...(random() < 0.7
            ? {
                lat: city.lat + (random() - 0.5) * 0.2,
                lng: city.lng + (random() - 0.5) * 0.2,
                radiusKm: pick([3, 5, 10, 25, 50]),
              }
            : {}),
          ...(random() < 0.4
            ? pick([
                { category: pick(CATEGORIES) },
                { schedule: pick(SCHEDULES) },
                { employmentType: pick(EMPLOYMENT) },
                { salaryMin: pick([20000, 40000, 60000]) },
              ])
            : {}),
        };
      const q = typeof query.q === 'string' ? query.q : undefined;
      const key = q ?? '';
      let words = resolved.get(key);
      if (!words) {
        words = await alertSearchColumns(db, q === undefined ? {} : { q });
        resolved.set(key, words);
      }
      const { q: _words, ...filters } = query;
      const columns = await alertSearchColumns(db, filters as Parameters<typeof alertSearchColumns>[1]);
      rows.push({
        userId: pick(people),
        name: 'Bench alert',
        query: query as TAlertQuery,
        frequency: 'daily' as const,
        timeZone: 'Europe/Moscow',
        ...columns,
        tsQuery: words.tsQuery,
      });
    }
    await db.insert(alerts).values(rows);
    if ((made + 1000) % 20_000 === 0) process.stdout.write(`  ${made + 1000}\n`);
  }
}
await db.execute(sql`vacuum analyze alerts`);
await db.execute(sql`vacuum analyze jobs`);

// 1. Matching: varied live jobs, each published again and matched in a transaction rolled back.
const sample = (
  (await db.execute(
    sql`select id from jobs where status = 'active' and held_at is null order by md5(id::text) limit ${publications}`,
  )) as unknown as { rows: { id: string }[] }
).rows.map((row) => row.id);
// Each job published once, as in production: its matches are recorded and kept (a rolled-back insert
// would leave dead index entries that every later ON CONFLICT check wades through).
await db.execute(sql`truncate alert_matches`);
const full: number[] = [];
const bare: number[] = [];
const reached: number[] = [];
for (const id of sample) {
  const selected = performance.now();
  await db.execute(sql`select count(*) from (${matchingAlerts(id)}) found`);
  bare.push(performance.now() - selected);
  const started = performance.now();
  const matches = await recordMatches(db, id);
  full.push(performance.now() - started);
  reached.push(matches.length);
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const fullSorted = sorted(full);
const bareSorted = sorted(bare);
const reachedSorted = sorted(reached);

// 2. A daily run: three new matches for every alert, each alert due, then every digest written.
await db.execute(sql`delete from alert_mail_outbox`);
await db.execute(sql`truncate alert_matches`);
await db.execute(sql`
  insert into alert_matches (alert_id, job_id)
  select a.id, j.id from alerts a
  cross join lateral (select id from jobs where status = 'active' and held_at is null
    and number > (hashtext(a.id::text) & 65535) order by number limit 3) j`);
// Due now wherever the morning has passed: the zone is set to one where it is past 08:00.
const zone = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'Europe/Moscow',
  'UTC',
  'America/New_York',
  'Pacific/Honolulu',
].find((candidate) => {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: candidate }).format(
      new Date(),
    ),
  );
  return hour >= 9 && hour <= 22;
});
await db.execute(
  sql`update alerts set last_mailed_at = now() - interval '2 days', time_zone = ${zone ?? 'UTC'}`,
);
let peakRss = process.memoryUsage().rss;
const startRss = peakRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const runStarted = performance.now();
// Delivery is the outbox's (bench:mail measures it); the run measured here writes the digests to it.
const run = await runAlertDigests({ db, config }, Buffer.from('bench-secret'));
const runSeconds = (performance.now() - runStarted) / 1000;
clearInterval(sampler);
const outbox = (await db.execute(
  sql`select count(*)::int as n from outbox where topic = 'mail' and delivered_at is null`,
)) as unknown as {
  rows: { n: number }[];
};

const ms = (value: number) => value.toFixed(1);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const store = onPostgres ? 'PostgreSQL server' : 'embedded PGlite';
writeSection(
  `bench:alerts:${onPostgres ? 'postgresql' : 'pglite'}`,
  `## Job alerts — ${store}, ${wantedJobs.toLocaleString('en')} jobs, ${wantedAlerts.toLocaleString('en')} alerts

Measured ${new Date().toISOString().slice(0, 10)} by \`${onPostgres ? 'DATABASE_URL=… ' : ''}npm run bench:alerts\` on ${machine()}.
Alerts: 60 % with words, 70 % with a place and radius (3–50 km around the seed's cities), 40 % with a filter,
each drawn independently and drawn again when none came out (an empty alert would match every job).

| matching one publication (${publications} varied jobs) | p50 ms | p95 ms | p99 ms | budget |
|---|---:|---:|---:|---|
| the outbox handler's INSERT … SELECT (records the matches) | ${ms(percentile(fullSorted, 50))} | ${ms(percentile(fullSorted, 95))} | ${ms(percentile(fullSorted, 99))} | p95 < 50 ms |
| the bare SELECT of the same matches (raw SQL, nothing written) | ${ms(percentile(bareSorted, 50))} | ${ms(percentile(bareSorted, 95))} | ${ms(percentile(bareSorted, 99))} | |

Alerts reached per publication: median ${percentile(reachedSorted, 50)}, p95 ${percentile(reachedSorted, 95)}, max ${reachedSorted.at(-1) ?? 0}.

| daily digest run | figure | budget |
|---|---:|---|
| digests written to the outbox (every alert due, 3 new matches each) | ${run.written.toLocaleString('en')} | |
| waiting in the outbox afterwards (delivered by the outbox task, \`npm run bench:mail\`) | ${outbox.rows[0]?.n.toLocaleString('en')} | |
| time | ${runSeconds.toFixed(1)} s | < 2 min${onPostgres ? '' : ' (at 100,000 alerts)'} |
| process memory (RSS) at start → peak | ${mib(startRss)} → ${mib(peakRss)} MiB | flat (batches of 500) |
`,
);
process.stdout.write(
  `matching p50 ${ms(percentile(fullSorted, 50))} p95 ${ms(percentile(fullSorted, 95))} ms (bare p95 ${ms(percentile(bareSorted, 95))}); digests ${run.written} in ${runSeconds.toFixed(1)} s, rss ${mib(startRss)}→${mib(peakRss)} MiB\n`,
);
await database.close();
