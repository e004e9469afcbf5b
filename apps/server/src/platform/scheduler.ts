import type { Database, Db } from '../db/client.ts';
import type { Logger } from './logger.ts';

export interface ScheduledTask {
  name: string;
  /** Advisory-lock key: when several nodes run the task, they take turns instead of racing. */
  lockKey: number;
  everyMs: number;
  /** The first run's delay after start (5 s when absent). */
  firstAfterMs?: number;
  /**
   * `db` is the connection holding the task's lock, outside the request pool and its statement
   * timeout: periodic work never takes a request's connection or dies at a request's time limit.
   */
  run(db: Db): Promise<void>;
}

/** Runs each task once shortly after start, then at its interval, until stopped. */
export function startScheduler(database: Database, logger: Logger, tasks: ScheduledTask[]): () => void {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  // A run that outlasts its interval is not joined by the next one on this node: on PostgreSQL each
  // would hold a connection while waiting for the task's lock.
  const running = new Set<ScheduledTask>();
  const runTask = async (task: ScheduledTask) => {
    if (stopped || running.has(task)) return;
    running.add(task);
    try {
      await database.withAdvisoryLock(task.lockKey, (db) => task.run(db));
    } catch (error) {
      logger.error({ err: error, task: task.name }, 'scheduled task failed');
    } finally {
      running.delete(task);
    }
  };
  for (const task of tasks) {
    const first = setTimeout(() => void runTask(task), task.firstAfterMs ?? 5_000);
    const every = setInterval(() => void runTask(task), task.everyMs);
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
