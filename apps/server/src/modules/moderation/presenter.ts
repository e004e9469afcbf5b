import type { TAuditEntry, TModeratedJob, TModeratedUser, TReport } from '@debut/contract/moderation';
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
