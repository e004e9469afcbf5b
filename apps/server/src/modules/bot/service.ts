import type { Db } from '../../db/client.ts';
import type { TLanguage } from '@debut/contract/constants';
import type { TJobWarning } from '@debut/contract/jobs';
import { findJob, findJobBrief, type JobBrief } from '../jobs/queries.ts';
import { jobWarnings } from '../jobs/warnings.ts';

/** The helper on every page (DESIGN.md `POST /bot/check-job`): what it may tell about a job. */
export function createBotService(db: Db) {
  return {
    /** The job of this id or number, as anyone may look it up, or none. */
    findJob: (ref: { id: string } | { number: number }): Promise<JobBrief | undefined> =>
      findJobBrief(db, ref),
    /** What may be wrong with a job, for its owner, who checks it before and after paying. */
    async warningsFor(id: string, language: TLanguage): Promise<TJobWarning[]> {
      const job = await findJob(db, id);
      return job ? jobWarnings(job, language) : [];
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
