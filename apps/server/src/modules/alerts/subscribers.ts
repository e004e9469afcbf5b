import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxHandler } from '../../platform/outbox.ts';
import { isOwnerEmailVerified } from '../jobs/owner-verified.ts';
import { presentJob } from '../jobs/presenter.ts';
import { jobCompany } from '../companies/job-company.ts';
import { findMatchedJob } from './job-queries.ts';
import { recordMatches } from './matching.ts';

/** The outbox topic a job's entry into the public list, or its change there, writes (migration 0019). */
export const ALERT_MATCH_TOPIC = 'alert.match';

/**
 * Matching runs once per job entering or changing in the public list, from the outbox entry the
 * database wrote in that change's transaction: one reverse search records the alerts it reaches (each
 * at most once, whatever happens to the job later) in the transaction that marks the entry delivered,
 * and after its commit the owners of instant alerts hear at once. Mails follow from the digest run.
 */
export function alertMatching(ctx: Pick<AppContext, 'config' | 'realtime'>): OutboxHandler {
  return async (entry, tx: Db) => {
    const { jobId } = entry.payload as { jobId: string };
    const matches = await recordMatches(tx, jobId);
    const instant = matches.filter((match) => match.frequency === 'instant');
    if (instant.length === 0) return;
    const job = await findMatchedJob(tx, jobId);
    if (!job) return;
    const publicBase = ctx.config.publicUrl;
    const presented = presentJob(job, {
      publicBase,
      ownerEmailVerified: await isOwnerEmailVerified(tx, job.ownerId),
      company: await jobCompany(tx, job, publicBase),
    });
    return () => {
      for (const match of instant) {
        ctx.realtime.notify(match.userId, { type: 'alert.match', alertId: match.alertId, job: presented });
      }
    };
  };
}
