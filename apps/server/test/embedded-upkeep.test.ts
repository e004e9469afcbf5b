import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { embeddedUpkeepTasks } from '../src/modules/system/embedded-upkeep.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// Decision 060: PGlite has no autovacuum; the system module's task keeps its statistics current.

const app = useTestApp();

it('vacuums and analyses the embedded database hourly, and leaves PostgreSQL to its autovacuum', async () => {
  const tasks = embeddedUpkeepTasks(app().ctx);
  if (app().ctx.database.kind === 'postgres') {
    expect(tasks).toEqual([]);
    return;
  }
  expect(tasks.map((task) => [task.name, task.everyMs])).toEqual([
    ['embedded database upkeep (vacuum and analyze)', 3_600_000],
  ]);
  const owner = await createUser(app());
  for (let i = 0; i < 3; i += 1) {
    await publishJob(app(), (await createJob(app(), owner.user.id, { experience: 'none' })).id);
  }
  await tasks[0]?.run(app().ctx.db);
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
