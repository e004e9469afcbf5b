import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { AUDIT_TARGET_TYPES, TAuditAction } from '@debut/contract/moderation';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, reports, type JobRow, type UserRow } from '../../db/schema.ts';
import type { DomainEvents } from '../../domain-events.ts';

/** What every moderation action needs: the database, and the bus its events go out on after commit. */
export interface ModerationDeps {
  db: Db;
  events: Pick<DomainEvents, 'publish'>;
  /** For the links in the mails moderation owes people. */
  publicUrl: string;
}

type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const jobLabel = (job: Pick<JobRow, 'title' | 'number'>) => `${job.title} (No. ${job.number})`;

/** An account as the audit log names it: its name and address at the time of the action. */
export const userTarget = (user: Pick<UserRow, 'id' | 'displayName' | 'email'>) => ({
  type: 'user' as const,
  id: user.id,
  label: `${user.displayName} <${user.email}>`,
});

/** Every admin action is written to the audit log in its own transaction, with its reason. */
export async function audit(
  tx: Db | Tx,
  actorId: string | null,
  action: TAuditAction,
  target: { type: TAuditTargetType; id: string; label: string },
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

/**
 * Within an account deletion (modules/users): moderation history keeps what was done and when, not to
 * whom. Entries about the account get one random stand-in id and label, so they still read as one
 * (unknown) account; entries about its vacancies (whose titles can name the author) keep only their
 * id; its unreviewed reports lose their words (reporter_id is SET NULL by the cascade).
 */
export async function forgetAccountInModeration(
  tx: Tx,
  userId: string,
  ownJobIds: SQLWrapper | string[],
): Promise<void> {
  await tx
    .update(auditLog)
    .set({ targetId: randomUUID(), targetLabel: `deleted account #${randomBytes(4).toString('hex')}` })
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
  await tx
    .update(auditLog)
    .set({ targetLabel: 'vacancy of a deleted account' })
    .where(and(eq(auditLog.targetType, 'job'), inArray(auditLog.targetId, ownJobIds)));
  await tx
    .update(reports)
    .set({ text: null })
    .where(and(eq(reports.reporterId, userId), isNull(reports.resolvedAt)));
}

/**
 * The audit entry of a support answer is labelled with the request's subject and address; once the
 * request is gone (its account deleted, or purged), the entry keeps only that a request was answered.
 */
export async function forgetSupportAnswerLabels(on: Db | Tx, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await on
    .update(auditLog)
    .set({ targetLabel: 'deleted support request' })
    .where(and(eq(auditLog.targetType, 'support_request'), inArray(auditLog.targetId, requestIds)));
}
