import type {
  TAuditEntry,
  TModeratedJob,
  TModeratedUser,
  TOutboxEntry,
  TReport,
} from '@debut/contract/moderation';
import type { OutboxEntryView } from './outbox-entries.ts';
import type { AuditView, ModeratedJobView, ModeratedUserView, ReportView } from './views.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentModeratedJob({ job, owner, openReports }: ModeratedJobView): TModeratedJob {
  return {
    _id: job.id,
    number: job.number,
    title: job.title,
    description: job.description,
    companyName: job.companyName,
    status: job.status,
    blockedReason: job.blockedReason,
    owner: { _id: owner.id, displayName: owner.displayName, email: owner.email },
    openReports,
    heldForReview: job.heldAt !== null,
    createdAt: job.createdAt.toISOString(),
  };
}

export function presentReport({ report, job, reporter }: ReportView): TReport {
  return {
    _id: report.id,
    job: presentModeratedJob(job),
    reason: report.reason,
    text: report.text,
    reporter: reporter ? { _id: reporter.id, displayName: reporter.displayName } : null,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
  };
}

export function presentModeratedUser({ user, jobsCount }: ModeratedUserView): TModeratedUser {
  return {
    _id: user.id,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    blockedAt: iso(user.blockedAt),
    blockedReason: user.blockedReason,
    jobsCount,
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentAuditEntry({ entry, actor }: AuditView): TAuditEntry {
  return {
    _id: entry.id,
    actor: actor ? { _id: actor.id, displayName: actor.displayName } : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Keys are shown up to this many characters: enough to tell entries apart, not a token's whole hash. */
const KEY_SHOWN = 24;

/** Never the payload (the view has none) and the key shortened: some keys are made from a token's hash. */
export function presentOutboxEntry({ entry, recipient }: OutboxEntryView): TOutboxEntry {
  return {
    id: entry.id,
    topic: entry.topic,
    key: entry.key.length > KEY_SHOWN ? `${entry.key.slice(0, KEY_SHOWN)}…` : entry.key,
    attempts: entry.attempts,
    lastError: entry.lastError,
    createdAt: entry.createdAt.toISOString(),
    availableAt: entry.availableAt.toISOString(),
    failedAt: iso(entry.failedAt),
    recipient: recipient ? { id: recipient.id, displayName: recipient.displayName } : null,
  };
}
