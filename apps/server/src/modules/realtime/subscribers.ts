import type { AppContext } from '../../context.ts';
import type { DomainEvent, DomainEvents } from '../../domain-events.ts';
import { isOwnerEmailVerified } from '../jobs/owner-verified.ts';
import { presentJob } from '../jobs/presenter.ts';
import { jobCompany } from '../companies/job-company.ts';
import { jobTeamIds } from '../companies/job-access.ts';
import { presentCounterpart, presentMessage, presentThreadJob } from '../messages/presenter.ts';
import type { Realtime } from '../../platform/realtime.ts';

type JobEvent = Extract<DomainEvent, { type: 'job.published' | 'job.updated' | 'job.removed' }>;

/**
 * Domain events as Socket.IO events (DESIGN.md §4's `publication` and `notification`), presented here
 * and nowhere else. The adapter carries them to every node's sockets.
 */
export function subscribeRealtime(
  events: DomainEvents,
  ctx: Pick<AppContext, 'db' | 'config'>,
  realtime: Realtime,
): void {
  // A job's events reach the list in the order they happened, though presenting one reads the owner.
  let jobQueue = Promise.resolve();
  const publishJob = (event: JobEvent) => {
    const sent = jobQueue.then(async () => {
      if (event.type === 'job.removed') {
        realtime.publish({ type: 'job.removed', job: { _id: event.jobId, id: event.jobId } });
        return;
      }
      const publicBase = ctx.config.publicUrl;
      const [ownerEmailVerified, company] = await Promise.all([
        isOwnerEmailVerified(ctx.db, event.job.ownerId),
        jobCompany(ctx.db, event.job, publicBase),
      ]);
      const job = presentJob(event.job, { publicBase, ownerEmailVerified, company });
      realtime.publish({ type: event.type, job });
    });
    // The bus logs a failure; the next event still goes out.
    jobQueue = sent.catch(() => undefined);
    return sent;
  };
  events.on('job.published', publishJob);
  events.on('job.updated', publishJob);
  events.on('job.removed', publishJob);

  // What the job's team is told reaches its owner and every member of its company (DESIGN.md §14.1).
  type TeamEvent = Parameters<Realtime['notify']>[1];
  const notifyTeam = (job: Parameters<typeof jobTeamIds>[1], event: TeamEvent) =>
    jobTeamIds(ctx.db, job).then((ids) => {
      for (const id of ids) realtime.notify(id, event);
    });

  events.on('job.expired', ({ job }) => notifyTeam(job, { type: 'job.expired', job: presentThreadJob(job) }));
  events.on('job.blocked', ({ job, reason }) =>
    notifyTeam(job, { type: 'job.blocked', job: presentThreadJob(job), reason }),
  );
  events.on('job.unblocked', ({ job }) =>
    notifyTeam(job, { type: 'job.unblocked', job: presentThreadJob(job) }),
  );
  events.on('application.sent', ({ job, applicant }) =>
    notifyTeam(job, {
      type: 'application.sent',
      job: presentThreadJob(job),
      applicant: presentCounterpart(applicant),
    }),
  );
  events.on('application.cancelled', ({ job, applicant }) =>
    notifyTeam(job, {
      type: 'application.cancelled',
      job: presentThreadJob(job),
      applicant: presentCounterpart(applicant),
    }),
  );
  events.on('application.status', ({ job, applicantId, status }) =>
    realtime.notify(applicantId, { type: 'application.status', job: presentThreadJob(job), status }),
  );
  // A chat's employer side is the job's whole team: a recruiter answers the owner's applicants.
  events.on('message.sent', ({ message, thread, job, sender }) =>
    jobTeamIds(ctx.db, job).then((team) =>
      realtime.message([...new Set([thread.seekerId, thread.ownerId, ...team])], {
        message: presentMessage(message),
        job: presentThreadJob(job),
        sender: presentCounterpart(sender),
      }),
    ),
  );
  events.on('chat.read', ({ job, threadId, counterpartId }) =>
    realtime.notify(counterpartId, { type: 'chat.read', job: presentThreadJob(job), threadId }),
  );
  events.on('chat.deleted', ({ job, threadId, counterpartId }) =>
    realtime.notify(counterpartId, { type: 'chat.deleted', job: presentThreadJob(job), threadId }),
  );
  events.on('payment.received', ({ job }) =>
    notifyTeam(job, { type: 'payment.received', job: presentThreadJob(job) }),
  );
  events.on('sessions.ended', ({ sessionIds }) => realtime.endSessions(sessionIds));
}
