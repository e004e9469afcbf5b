import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

export interface ScheduledTask {
  name: string;
  /** Advisory-lock key: when several nodes run the task, they take turns instead of racing. */
  lockKey: number;
  everyMs: number;
  run(): Promise<void>;
}

/** Runs each task once shortly after start, then at its interval, until stopped. */
export function startScheduler(database: Database, logger: Logger, tasks: ScheduledTask[]): () => void {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const runTask = async (task: ScheduledTask) => {
    if (stopped) return;
    try {
      await database.withAdvisoryLock(task.lockKey, () => task.run());
    } catch (error) {
      logger.error({ err: error, task: task.name }, 'scheduled task failed');
    }
  };
  for (const task of tasks) {
    const first = setTimeout(() => void runTask(task), 5_000);
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
