import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { embeddedUpkeepTasks, upkeepEmbedded } from '../src/modules/system/embedded-upkeep.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// Decision 060: PGlite has no autovacuum; the system module's task keeps its statistics current.

const app = useTestApp();
const onPostgres = Boolean(process.env.DATABASE_URL);

it.runIf(onPostgres)('leaves PostgreSQL to its own autovacuum', () => {
  expect(embeddedUpkeepTasks(app().ctx)).toEqual([]);
});

it.runIf(!onPostgres)('vacuums and analyses the embedded database every hour, table by table', async () => {
  const tasks = embeddedUpkeepTasks(app().ctx);
  expect(tasks.map((task) => [task.name, task.everyMs, task.firstAfterMs])).toEqual([
    ['embedded database upkeep (vacuum and analyze)', 3_600_000, 3_600_000],
  ]);
  const owner = await createUser(app());
  for (let i = 0; i < 3; i += 1) {
    await publishJob(app(), (await createJob(app(), owner.user.id, { experience: 'none' })).id);
  }
  const done = await upkeepEmbedded(app().ctx.db);
  expect(done.tables).toBeGreaterThan(20);
  const stats = (await app().ctx.db.execute(
    sql`select count(*)::int as n from pg_stats where tablename = 'jobs' and attname = 'experience'`,
  )) as unknown as { rows: { n: number }[] };
  expect(stats.rows[0]?.n).toBe(1);
  // The expression statistics of migration 0027 are filled too.
  const extended = (await app().ctx.db.execute(
    sql`select count(*)::int as n from pg_stats_ext_exprs where statistics_name = 'jobs_internship_paid_stats'`,
  )) as unknown as { rows: { n: number }[] };
  expect(extended.rows[0]?.n).toBe(1);
});
