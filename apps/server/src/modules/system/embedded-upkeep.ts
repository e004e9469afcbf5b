import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { ScheduledTask } from '../../platform/scheduler.ts';

/** Once an hour: statistics stay current as jobs come and go, and dead rows are reused. */
const UPKEEP_EVERY_MS = 3600 * 1000;
/** A minute after the start, so a node restarted on an old folder plans with fresh statistics soon. */
const FIRST_UPKEEP_AFTER_MS = 60 * 1000;

/**
 * The embedded database's autovacuum (decision 060). PGlite runs no background workers, so on its own
 * the planner never learns how the data looks and dead rows are never reclaimed: a search for paid
 * internships, planned for the 451 rows the default guess gives when 14,050 match, took 22 ms a query
 * instead of 1.5. PostgreSQL's own autovacuum does this there, so the task exists only on PGlite; it
 * holds the one connection for a fraction of a second at 100,000 jobs.
 */
export function embeddedUpkeepTasks(ctx: Pick<AppContext, 'database' | 'logger'>): ScheduledTask[] {
  if (ctx.database.kind !== 'pglite') return [];
  return [
    {
      name: 'embedded database upkeep (vacuum and analyze)',
      lockKey: 7_310_040,
      everyMs: UPKEEP_EVERY_MS,
      firstAfterMs: FIRST_UPKEEP_AFTER_MS,
      run: async (db) => {
        const started = performance.now();
        await db.execute(sql`vacuum (analyze)`);
        ctx.logger.info(
          { ms: Math.round(performance.now() - started) },
          'embedded database vacuumed and analysed',
        );
      },
    },
  ];
}
