import type { AppContext } from '../context.ts';
import type { ScheduledTask } from './scheduler.ts';

/** Delivered entries are kept this long: a repeat of the same duty within it finds its key. */
const KEEP_DELIVERED_DAYS = 7;
const PURGE_EVERY_MS = 3_600_000;

/** The one delivery task of the outbox: every node polls, one at a time under the task's lock. */
export function outboxTask(ctx: Pick<AppContext, 'outbox' | 'config' | 'logger'>): ScheduledTask {
  let purgedAt = 0;
  return {
    name: 'deliver what changes owe people (the outbox)',
    lockKey: 7_310_029,
    everyMs: ctx.config.outbox.pollMs,
    firstAfterMs: ctx.config.outbox.pollMs,
    run: async (db) => {
      const run = await ctx.outbox.deliverDue(db);
      if (run.retried > 0 || run.failed > 0) ctx.logger.warn(run, 'outbox delivery');
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await ctx.outbox.purge(db, KEEP_DELIVERED_DAYS);
      }
    },
  };
}
