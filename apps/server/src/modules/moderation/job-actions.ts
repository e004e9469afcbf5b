import type { TUpdateJobRequest } from '@debut/contract/jobs';
import type { JobRow } from '../../db/schema.ts';
import { publicListChange } from '../../domain-events.ts';
import { applyJobEdit, blockJob, deleteJob, releaseJobHold, unblockJob } from '../jobs/commands.ts';
import { loadJobForUpdate } from '../jobs/queries.ts';
import { audit, jobLabel, resolveReports, type ModerationDeps } from './audit.ts';
import { owedJobModerationMail } from './mails.ts';
import { moderatedJob } from './views.ts';

// What an admin does to a job: block or unblock it, review its reports, edit it, delete it. Each is
// audited in the transaction that does it; its events follow the commit.

/**
 * Blocks (status blocked, hidden everywhere, its open reports resolved) or lifts the block.
 * Gives the job before and after, so the caller can tell search and the owner.
 */
export async function setJobBlocked(
  { db, events, publicUrl }: ModerationDeps,
  actorId: string | null,
  jobId: string,
  blocked: boolean,
  reason: string,
): Promise<{ before: JobRow; after: JobRow; changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const before = await loadJobForUpdate(tx, jobId);
    if (blocked === (before.status === 'blocked') && (!blocked || before.blockedReason === reason)) {
      return { before, after: before, changed: false };
    }
    const after = blocked ? await blockJob(tx, jobId, reason) : await unblockJob(tx, before);
    if (blocked) await resolveReports(tx, jobId);
    await owedJobModerationMail(tx, publicUrl, jobId, blocked, reason);
    await audit(
      tx,
      actorId,
      blocked ? 'job.block' : 'job.unblock',
      { type: 'job', id: jobId, label: jobLabel(before) },
      reason,
    );
    return { before, after, changed: true };
  });
  if (result.changed) {
    const { before, after } = result;
    const { owner } = await moderatedJob(db, after.id);
    events.publish(
      ...publicListChange(before, after),
      blocked
        ? { type: 'job.blocked', job: after, owner, reason }
        : { type: 'job.unblocked', job: after, owner },
    );
  }
  return result;
}

/** Resolves the job's open reports and lifts the hold they put on it. */
export async function review(
  { db, events }: ModerationDeps,
  actorId: string,
  jobId: string,
  reason: string,
): Promise<{ before: JobRow; after: JobRow }> {
  const result = await db.transaction(async (tx) => {
    const before = await loadJobForUpdate(tx, jobId);
    await resolveReports(tx, jobId);
    const after = await releaseJobHold(tx, jobId);
    await audit(tx, actorId, 'job.review', { type: 'job', id: jobId, label: jobLabel(before) }, reason);
    return { before, after };
  });
  events.publish(...publicListChange(result.before, result.after));
  return result;
}

export async function edit(
  { db, events }: ModerationDeps,
  actorId: string,
  jobId: string,
  changes: TUpdateJobRequest,
  reason: string,
): Promise<{ before: JobRow; after: JobRow }> {
  const result = await db.transaction(async (tx) => {
    const before = await loadJobForUpdate(tx, jobId);
    const after = await applyJobEdit(tx, before, changes);
    await audit(tx, actorId, 'job.edit', { type: 'job', id: jobId, label: jobLabel(before) }, reason);
    return { before, after };
  });
  events.publish(...publicListChange(result.before, result.after));
  return result;
}

export async function remove(
  { db, events }: ModerationDeps,
  actorId: string,
  jobId: string,
  reason: string,
): Promise<JobRow> {
  const removed = await db.transaction(async (tx) => {
    const job = await loadJobForUpdate(tx, jobId);
    await deleteJob(tx, jobId);
    await audit(tx, actorId, 'job.delete', { type: 'job', id: jobId, label: jobLabel(job) }, reason);
    return job;
  });
  events.publish(...publicListChange(removed, null));
  return removed;
}
