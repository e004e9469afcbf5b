import type { Db } from '../../db/client.ts';
import { findJobBrief, type JobBrief } from '../jobs/queries.ts';

/** The helper on every page (DESIGN.md `POST /bot/check-job`): what it may tell about a job. */
export function createBotService(db: Db) {
  return {
    /** The job of this id or number, as anyone may look it up, or none. */
    findJob: (ref: { id: string } | { number: number }): Promise<JobBrief | undefined> =>
      findJobBrief(db, ref),
  };
}

export type BotService = ReturnType<typeof createBotService>;
