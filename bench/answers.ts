// Answer-promise benchmark (issue 32, decision 051): the hourly run that reminds teams of applications
// falling due, expires the unanswered ones (with their outbox mails) and rewrites the response figures,
// at 1,000,000 applications on PostgreSQL. The budget is 2 minutes for one run, on the scheduler's own
// connection; queries on the request pool meanwhile show it stays off it. Figures go to BENCHMARKS.md.
// Usage: [DATABASE_URL=postgres://…] npm run bench:answers [-- --applications 1000000] [--backlog]
//   On PostgreSQL it works in a database of its own (created beside DATABASE_URL's, then dropped).
//   --backlog: nothing was run before, so every unanswered application past its date expires at once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { ANSWER_BATCH, runAnswerPromise } from '../apps/server/src/modules/applications/answer-promise.ts';
import { machine, percentile, writeSection } from './report.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = databaseUrl !== undefined;
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: onPostgres ? '1000000' : '10000' },
    backlog: { type: 'boolean', default: false },
  },
});
const total = Number(values.applications);
/** 100 applications per job and per applicant: 10,000 jobs and 10,000 seekers at a million. */
const PER = 100;
const jobCount = Math.max(1, Math.ceil(total / PER));
const seekerCount = Math.max(1, Math.ceil(total / PER));
const owners = Math.max(1, Math.ceil(jobCount / 5));

// A database of its own, made and dropped here: the scene replaces every application in it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-bench-answers-'));
const benchName = `debut_bench_answers_${process.pid}`;
let admin: pg.Client | undefined;
let benchUrl: string | undefined;
if (databaseUrl) {
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchName}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${benchName}`;
  benchUrl = url.toString();
}
const database = await openDatabase({
  databaseUrl: benchUrl,
  pgliteDir: path.join(dataDir, 'db'),
  poolSize: 10,
});
await migrateDatabase(database);
const { db } = database;
const count = async (where: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::int as n from applications where ${where}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n ?? 0;

/**
 * The scene, written with generate_series (seconds at a million rows): owners with 5 jobs each, seekers
 * who applied to 100 jobs each over the last 30 days, each promised an answer within 7 days. 60 % were
 * answered by their date. Earlier hourly runs expired what fell due before the last day and reminded
 * what falls due within the next day, so this run finds one day's expiries and one day's reminders —
 * or, with --backlog, every unanswered application past its date.
 */
async function seedScene(setup: Db): Promise<void> {
  const run = (text: string) => setup.execute(sql.raw(text));
  await run(`delete from applications`);
  await run(`insert into users (email, display_name, password_hash, terms_accepted_at, privacy_accepted_at)
    select 'bench-answers-' || g || '@example.com', 'Bench ' || g, 'x', now(), now()
    from generate_series(1, ${owners + seekerCount}) g
    on conflict (email) do nothing`);
  await run(`create temporary table bench_people as
    select id, row_number() over (order by email) as n from users where email like 'bench-answers-%'`);
  await run(`insert into jobs (owner_id, title, description, address, lat, lng, company_name, category,
      schedule, employment_type, status, published, published_at, expires_at)
    select (select id from bench_people where n = 1 + (g % ${owners})),
      'Bench barista ' || g, 'A job to measure the answer promise with, twenty characters and more.',
      'Tverskaya ' || g, 55.7 + (g % 100) / 1000.0, 37.6 + (g % 97) / 1000.0, 'Bench Coffee ' || (g % ${owners}),
      'barista', 'shift', 'part_time', 'active', true, now() - interval '31 days', now() + interval '30 days'
    from generate_series(1, ${jobCount}) g`);
  await run(`create temporary table bench_jobs as
    select id, row_number() over (order by id) as n from jobs where title like 'Bench barista %'`);
  await run(`insert into applications (job_id, user_id, status, created_at, updated_at, due_at, answered_at,
      due_reminded_at, history)
    select j.id, p.id,
      case when a.answered then 'rejected'
           when a.due < now() - interval '1 day' and not ${values.backlog} then 'expired'
           else 'sent' end,
      a.created, a.created, a.due,
      case when a.answered then a.created + interval '2 days' end,
      case when not a.answered and a.due < now() + interval '1 day' and not ${values.backlog} then a.due - interval '2 days' end,
      jsonb_build_array(jsonb_build_object('status', 'sent', 'at', a.created, 'message', null))
    from (
      select g, now() - random() * interval '30 days' as created, random() < 0.6 as answered
      from generate_series(0, ${total - 1}) g
    ) s
    cross join lateral (select s.created as created, s.created + interval '7 days' as due, s.answered as answered) a
    join bench_jobs j on j.n = 1 + (s.g % ${jobCount})
    join bench_people p on p.n = ${owners} + 1 + (s.g / ${PER})`);
  await run(`drop table bench_people`);
  await run(`drop table bench_jobs`);
  await run(`delete from outbox`);
  await run(`delete from response_figures`);
  await run(`vacuum analyze applications`);
}

const setupStarted = performance.now();
await database.withAdvisoryLock(7_399_998, seedScene);
const applications = await count('true');
const open = await count(`status in ('sent', 'viewed')`);
const dueNow = await count(`status in ('sent', 'viewed') and due_at <= now()`);
const toRemind = await count(
  `status in ('sent', 'viewed') and due_reminded_at is null and due_at <= now() + interval '2 days'`,
);
process.stdout.write(
  `scene: ${applications} applications (${open} waiting, ${dueNow} due, ${toRemind} to remind) in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s\n`,
);

// The team's list on the request pool while the run works: what people meet meanwhile.
const latencies: number[] = [];
let running = true;
const listing = (async () => {
  while (running) {
    const started = performance.now();
    await db.execute(sql`select id, status, due_at from applications
      where job_id = (select id from jobs where title like 'Bench barista %' limit 1)
      order by created_at desc limit 50`);
    latencies.push(performance.now() - started);
    await nextTurn();
  }
})();

const started = performance.now();
const run = await database.withAdvisoryLock(7_310_032, (lockDb) => runAnswerPromise(lockDb, new Date()));
const seconds = (performance.now() - started) / 1000;
running = false;
await listing;
const owed = (
  (await db.execute(
    sql`select topic, count(*)::int as n from outbox group by topic order by topic`,
  )) as unknown as {
    rows: { topic: string; n: number }[];
  }
).rows;
const left = await count(`status in ('sent', 'viewed') and due_at <= now() - interval '1 minute'`);
await database.close();
if (admin) {
  await admin.query(`DROP DATABASE IF EXISTS ${benchName} WITH (FORCE)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
latencies.sort((a, b) => a - b);

const label = onPostgres ? 'postgresql' : 'pglite';
const summary = `## Answer promise — ${onPostgres ? 'PostgreSQL server' : 'embedded PGlite'}, ${applications.toLocaleString('en')} applications${values.backlog ? ' (backlog)' : ''}

Measured ${new Date().toISOString().slice(0, 10)} by \`${onPostgres ? 'DATABASE_URL=… ' : ''}npm run bench:answers${values.backlog ? ' -- --backlog' : ''}\` on ${machine()}.
${jobCount.toLocaleString('en')} jobs, 100 applications each over 30 days, 7 days to answer, 60 % answered. One run on the connection holding the task's lock, in batches of ${ANSWER_BATCH}; the team's list ran on the request pool meanwhile. Budget: 2 minutes.

| reminded | expired | employers' figures | outbox entries | run took | left due | list queries meanwhile | p50 ms | p95 ms |
|---:|---:|---:|---|---:|---:|---:|---:|---:|
| ${run.reminded} | ${run.expired} | ${run.figures} | ${owed.map((row) => `${row.topic} ${row.n}`).join(', ')} | ${seconds.toFixed(1)} s | ${left} | ${latencies.length} | ${latencies.length ? percentile(latencies, 50).toFixed(1) : '—'} | ${latencies.length ? percentile(latencies, 95).toFixed(1) : '—'} |
`;
writeSection(`bench:answers:${label}${values.backlog ? ':backlog' : ''}`, summary);
process.stdout.write(summary);
