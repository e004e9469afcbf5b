import { and, eq, isNull, sql } from 'drizzle-orm';
import { REPORTS_TO_HOLD, type TReportRequest } from '@debut/contract/moderation';
import { reports } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { holdJob } from '../jobs/commands.ts';
import { jobNotFound, loadJobForUpdate } from '../jobs/queries.ts';
import type { ModerationDeps } from './audit.ts';

export const alreadyReported = () =>
  new AppError(409, 'ALREADY_REPORTED', 'You have already reported this job');

/**
 * One open report per person and job. The report that makes `REPORTS_TO_HOLD` different people
 * hides the job from search until an admin reviews it; `held` says this report did it.
 */
export async function report(
  { db, events }: ModerationDeps,
  reporterId: string,
  jobId: string,
  input: TReportRequest,
): Promise<{ reportId: string; held: boolean }> {
  const result = await db.transaction(async (tx) => {
    const job = await loadJobForUpdate(tx, jobId);
    if (job.status !== 'active') throw jobNotFound();
    if (job.ownerId === reporterId) {
      throw new AppError(400, 'OWN_JOB', 'You cannot report your own job');
    }
    const [inserted] = await tx
      .insert(reports)
      .values({ jobId, reporterId, reason: input.reason, text: input.text || null })
      .onConflictDoNothing({
        target: [reports.jobId, reports.reporterId],
        where: sql`resolved_at IS NULL`,
      })
      .returning({ id: reports.id });
    if (!inserted) throw alreadyReported();
    const [counted] = await tx
      .select({ reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
      .from(reports)
      .where(and(eq(reports.jobId, jobId), isNull(reports.resolvedAt)));
    let held = false;
    if (!job.heldAt && (counted?.reporters ?? 0) >= REPORTS_TO_HOLD) {
      await holdJob(tx, jobId);
      held = true;
    }
    return { reportId: inserted.id, held };
  });
  if (result.held) events.publish({ type: 'job.removed', jobId });
  return result;
}
