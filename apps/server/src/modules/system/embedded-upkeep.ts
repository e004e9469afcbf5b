import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { ScheduledTask } from '../../platform/scheduler.ts';

/**
 * Once an hour, and first an hour after the start: a folder keeps its statistics across restarts, so
 * only a new database waits for them, while it is small.
 */
const UPKEEP_EVERY_MS = 3600 * 1000;
/**
 * Rows sampled per table are 300 × this. PostgreSQL's default (100) samples 30,000 and took 2.1 s at
 * 100,000 jobs on PGlite; 10 gives estimates good enough to choose between indexes in 0.35 s.
 */
const STATISTICS_TARGET = 10;

/** Vacuums the folder, then analyses each table in a statement of its own, so requests run between them. */
export async function upkeepEmbedded(db: Db): Promise<{ tables: number; slowestMs: number }> {
  await db.execute(sql`vacuum`);
  const tables = (await db.execute(
    sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
  )) as unknown as { rows: { name: string }[] };
  let slowestMs = 0;
  for (const { name } of tables.rows) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('default_statistics_target', ${String(STATISTICS_TARGET)}, true)`,
      );
      await tx.execute(sql.raw(`analyze ${name}`));
    });
    slowestMs = Math.max(slowestMs, performance.now() - started);
  }
  return { tables: tables.rows.length, slowestMs: Math.round(slowestMs) };
}

/**
 * The embedded database's autovacuum (decision 060). PGlite runs no background workers, so on its own
 * the planner never learns how the data looks and dead rows (every view counted rewrites a job's row)
 * are never reclaimed. PostgreSQL's own autovacuum does this there, so the task exists only on PGlite.
 */
export function embeddedUpkeepTasks(ctx: Pick<AppContext, 'database' | 'logger'>): ScheduledTask[] {
  if (ctx.database.kind !== 'pglite') return [];
  return [
    {
      name: 'embedded database upkeep (vacuum and analyze)',
      lockKey: 7_310_040,
      everyMs: UPKEEP_EVERY_MS,
      firstAfterMs: UPKEEP_EVERY_MS,
      run: async (db) => {
        const started = performance.now();
        const done = await upkeepEmbedded(db);
        ctx.logger.info(
          { ...done, ms: Math.round(performance.now() - started) },
          'embedded database vacuumed and analysed',
        );
      },
    },
  ];
}
