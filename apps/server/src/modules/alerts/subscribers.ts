import type { AppContext } from '../../context.ts';
import type { DomainEvent, DomainEvents } from '../../domain-events.ts';
import { isOwnerEmailVerified } from '../jobs/owner-verified.ts';
import { presentJob } from '../jobs/presenter.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { recordMatches } from './matching.ts';

/**
 * Matching runs once per job entering or changing in the public list, after its commit: one reverse
 * search records the alerts it reaches (each at most once, whatever happens to the job later), and
 * the owners of instant alerts hear at once. Mails follow from the digest run (digests.ts).
 */
export function subscribeAlerts(
  events: DomainEvents,
  ctx: Pick<AppContext, 'db' | 'config'>,
  realtime: Realtime,
): void {
  const match = async ({ job }: Extract<DomainEvent, { type: 'job.published' | 'job.updated' }>) => {
    const matches = await recordMatches(ctx.db, job.id);
    const instant = matches.filter((entry) => entry.frequency === 'instant');
    if (instant.length === 0) return;
    const presented = presentJob(job, {
      publicBase: ctx.config.publicUrl,
      ownerEmailVerified: await isOwnerEmailVerified(ctx.db, job.ownerId),
    });
    for (const entry of instant) {
      realtime.notify(entry.userId, { type: 'alert.match', alertId: entry.alertId, job: presented });
    }
  };
  events.on('job.published', match);
  events.on('job.updated', match);
}
