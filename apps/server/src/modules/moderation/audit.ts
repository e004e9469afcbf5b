import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAuditAction } from '@debut/contract/moderation';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, reports, type JobRow } from '../../db/schema.ts';
import type { DomainEvents } from '../../domain-events.ts';

/** What every moderation action needs: the database, and the bus its events go out on after commit. */
export interface ModerationDeps {
  db: Db;
  events: Pick<DomainEvents, 'publish'>;
}

export const jobLabel = (job: Pick<JobRow, 'title' | 'number'>) => `${job.title} (No. ${job.number})`;

/** Every admin action is written to the audit log in its own transaction, with its reason. */
export async function audit(
  tx: Db | Tx,
  actorId: string | null,
  action: TAuditAction,
  target: { type: 'job' | 'user'; id: string; label: string },
  reason: string | null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    reason,
  });
}

/** A job's open reports, resolved by the action that answered them. */
export async function resolveReports(tx: Tx, jobId: string): Promise<void> {
  await tx
    .update(reports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reports.jobId, jobId), isNull(reports.resolvedAt)));
}
