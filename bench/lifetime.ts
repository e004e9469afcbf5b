// Listing-lifetime benchmark (issue 21): the scheduled run that closes expired listings and reminds
// owners, at the size where it used to fail. After a bulk import a few per cent of a million live jobs
// end within the reminder window at once (and some are past their end); the run must work through all
// of them in bounded batches on the scheduler's own connection (no request timeout), while searches
// on the request pool keep answering. Figures go to BENCHMARKS.md.
// Usage: [DATABASE_URL=postgres://…] npm run bench:lifetime [-- --due 62000 --expired 2000]
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZJobSearchQuery } from '@debut/contract/jobs';
import type { AppContext } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { jobs } from '../apps/server/src/db/schema.ts';
import { LIFETIME_BATCH, runListingLifetime } from '../apps/server/src/modules/jobs/lifetime.ts';
import { searchJobs } from '../apps/server/src/modules/jobs/search.ts';
import { createEventBus } from '../apps/server/src/platform/event-bus.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import type { DomainEvent } from '../apps/server/src/domain-events.ts';
import { seed } from '../apps/server/src/seed/generate.ts';
import { machine, percentile, writeSection } from './report.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = databaseUrl !== undefined;
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: onPostgres ? '1000000' : '100000' },
    due: { type: 'string', default: onPostgres ? '62000' : '6200' },
    expired: { type: 'string', default: onPostgres ? '2000' : '200' },
  },
});
const wanted = Number(values.jobs);
const dueCount = Number(values.due);
const expiredCount = Number(values.expired);
const dataDir = path.join(os.tmpdir(), `debut-bench-search-${wanted}`);
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db'), poolSize: 10 });
await migrateDatabase(database);
const { db } = database;
const live = async () =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`status = 'active'`)
  )[0]?.n ?? 0;
const present = (await db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n ?? 0;
if (present < wanted) {
  process.stdout.write(`seeding up to ${wanted} jobs …\n`);
  await seed(db, { jobs: wanted - present, users: Math.round(wanted / 200), seed: 7 });
}

// The state a bulk import leaves: every live job reminded already (as the seed does), then `due` of
// them ending within the window, not yet reminded, and `expired` past their end.
// Setting the scene rewrites tens of thousands of rows: outside the request pool's timeout too.
const setupStarted = performance.now();
await database.withAdvisoryLock(7_399_999, async (setup) => {
  await setup.execute(
    sql`update jobs set expiry_reminded_at = now() where status = 'active' and expiry_reminded_at is null`,
  );
  await setup.execute(sql`
    update jobs set expires_at = now() + random() * interval '3 days', expiry_reminded_at = null
    where id in (select id from jobs where status = 'active' order by md5(id::text) limit ${dueCount})`);
  await setup.execute(sql`
    update jobs set expires_at = now() - interval '1 hour'
    where id in (select id from jobs where status = 'active' and expiry_reminded_at is not null
      order by md5(id::text) limit ${expiredCount})`);
  await setup.execute(sql`vacuum analyze jobs`);
});
process.stdout.write(`scene set in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s\n`);
const liveBefore = await live();

const outbox = mkdtempSync(path.join(os.tmpdir(), 'debut-bench-lifetime-'));
const config = loadConfig({ ...process.env, DATA_DIR: outbox, LOG_LEVEL: 'silent' });
const logger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as AppContext['logger'];
const ctx = {
  config,
  database,
  db,
  logger,
  mailer: createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(outbox, 'outbox'),
    logger,
  }),
  events: createEventBus<DomainEvent>({ logger, redisUrl: undefined }),
} as unknown as AppContext;

// Searches on the request pool while the run works, one after another: what people meet meanwhile.
const searchLatencies: number[] = [];
// On PGlite every statement and every mail's file write takes a turn of the one event loop, and a
// loop of searches back to back takes every other turn: measured so, 1,685 of 6,200 reminders were
// written in ten minutes (the searches kept answering). There the run is measured alone.
let running = onPostgres;
const words = ['barista', 'courier', 'waiter', 'intern', 'kellner', 'praktikum', 'курьер', 'бариста'];
const searching = (async () => {
  for (let i = 0; running; i += 1) {
    const started = performance.now();
    await searchJobs(db, ZJobSearchQuery.parse({ q: words[i % words.length] }));
    searchLatencies.push(performance.now() - started);
    // Requests reach a server through its sockets, between which the event loop turns. PGlite answers
    // in microtasks, so a loop of searches without this would never let a timer or a file write run.
    await nextTurn();
  }
})();

const started = performance.now();
const done = await database.withAdvisoryLock(7_310_003, (lockDb) => runListingLifetime(ctx, lockDb));
const seconds = (performance.now() - started) / 1000;
running = false;
await searching;
await ctx.events.close();
const mails = readdirSync(path.join(outbox, 'outbox')).length;
const [leftRow = { expired: -1, unreminded: -1 }] = (
  (await db.execute(sql`
    select count(*) filter (where status = 'active' and expires_at <= now())::int as expired,
           count(*) filter (where status = 'active' and expiry_reminded_at is null
             and expires_at <= now() + interval '3 days')::int as unreminded
    from jobs`)) as unknown as { rows: { expired: number; unreminded: number }[] }
).rows;
await database.close();
rmSync(outbox, { recursive: true, force: true });
searchLatencies.sort((a, b) => a - b);

const label = onPostgres ? 'postgresql' : 'pglite';
const summary = `## Listing lifetime — ${onPostgres ? 'PostgreSQL server' : 'embedded PGlite'}, ${liveBefore.toLocaleString('en')} live jobs

Measured ${new Date().toISOString().slice(0, 10)} by \`${onPostgres ? 'DATABASE_URL=… ' : ''}npm run bench:lifetime\` on ${machine()}.
After a bulk import ${dueCount.toLocaleString('en')} live jobs end within the three-day reminder window, none reminded yet,
and ${expiredCount.toLocaleString('en')} are past their end. One scheduled run, on the connection holding the task's lock, in batches of ${LIFETIME_BATCH}; "left expired" are jobs whose
end came while the run worked (the next run closes them), and the searches ran on the request pool meanwhile:

| closed as expired | reminders (mails written) | run took | left expired | left unreminded | searches meanwhile | their p50 ms | their p95 ms |
|---:|---:|---:|---:|---:|---:|---:|---:|
| ${done.expired} | ${done.reminded} (${mails}) | ${seconds.toFixed(1)} s | ${leftRow.expired} | ${leftRow.unreminded} | ${searchLatencies.length} | ${searchLatencies.length ? percentile(searchLatencies, 50).toFixed(1) : '—'} | ${searchLatencies.length ? percentile(searchLatencies, 95).toFixed(1) : '—'} |
`;
writeSection(`bench:lifetime:${label}`, summary);
process.stdout.write(summary);
