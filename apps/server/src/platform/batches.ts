import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows one purge statement removes: small enough to keep each statement short, at any table size. */
export const PURGE_BATCH = 5_000;

/**
 * Runs `step` until it handles fewer rows than `size`, and gives the total. Each step is one short
 * statement over at most `size` rows, so periodic work makes progress at any table size, and between
 * steps the event loop (and PGlite's one connection) serves whatever requests are waiting.
 */
export async function inBatches(size: number, step: (size: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step(size);
    total += done;
    if (done < size) return total;
    await nextTurn();
  }
}
