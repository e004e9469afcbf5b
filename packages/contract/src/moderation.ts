import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZJobStatus, ZUpdateJobRequest } from './jobs.ts';
import { ZRole } from './users.ts';

/** Why a job seeker reports a vacancy (issue 8). */
export const REPORT_REASONS = ['money', 'misleading', 'discriminatory', 'duplicate', 'other'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;

export const REPORT_TEXT_MAX = 1000;
/** Open reports from this many different people hide a job from search until an admin reviews it. */
export const REPORTS_TO_HOLD = 3;
export const MODERATION_REASON_MAX = 500;

/** `POST /jobs/{id}/report`. */
export const ZReportRequest = z.object({
  reason: ZReportReason,
  text: ZText.trim().max(REPORT_TEXT_MAX).nullish(),
});
export type TReportRequest = z.infer<typeof ZReportRequest>;
export const ZReportResponse = z.object({ reportId: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;

const ZPerson = z.object({ _id: z.string(), displayName: z.string() });

/** A job as the moderation screens show it: the job, its owner, and how it stands with reports. */
export const ZModeratedJob = z.object({
  _id: z.string(),
  number: z.number().int(),
  title: z.string(),
  /** Whole, so a moderator reads and corrects it without opening a card they may not be able to see. */
  description: z.string(),
  companyName: z.string(),
  status: ZJobStatus,
  blockedReason: z.string().nullable(),
  owner: ZPerson.extend({ email: z.string() }),
  openReports: z.number().int(),
  /** Hidden from search by reports until an admin reviews it. */
  heldForReview: z.boolean(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZModeratedJob, { id: 'ModeratedJob' });
export type TModeratedJob = z.infer<typeof ZModeratedJob>;

export const ZReport = z.object({
  _id: z.string(),
  job: ZModeratedJob,
  reason: ZReportReason,
  text: z.string().nullable(),
  /** Null once the reporter deleted their account. */
  reporter: ZPerson.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
z.globalRegistry.add(ZReport, { id: 'Report' });
export type TReport = z.infer<typeof ZReport>;

export const ZReportsQuery = z.object({ status: z.enum(['open', 'resolved']).default('open') });
export const ZReportsResponse = z.object({ items: z.array(ZReport) });
export type TReportsResponse = z.infer<typeof ZReportsResponse>;

export const AUDIT_ACTIONS = [
  'job.block',
  'job.unblock',
  'job.edit',
  'job.delete',
  'job.review',
  'user.block',
  'user.unblock',
  'user.grant_admin',
  'user.revoke_admin',
  'support.answer',
  'outbox.retry',
  'company.verification',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
/**
 * What an audit entry is about: a job, an account, a support request (`support.answer`), or a duty of
 * the delivery outbox (`outbox.retry`), or a company (`company.verification`).
 */
export const AUDIT_TARGET_TYPES = ['job', 'user', 'support_request', 'outbox_entry', 'company'] as const;
export type TAuditAction = z.infer<typeof ZAuditAction>;

export const ZAuditEntry = z.object({
  _id: z.string(),
  /** Null for the command line (`npm run admin`) or an admin whose account is gone. */
  actor: ZPerson.nullable(),
  action: ZAuditAction,
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target was called when the action was taken (a deleted job keeps its title here). */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZAuditEntry, { id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditResponse = z.object({ items: z.array(ZAuditEntry) });
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

const ZReason = ZText.trim().min(1).max(MODERATION_REASON_MAX);

/** `PUT /admin/jobs/{id}/block` and `PUT /admin/users/{id}/block`. */
export const ZBlockRequest = z.object({ blocked: z.boolean(), reason: ZReason });
export type TBlockRequest = z.infer<typeof ZBlockRequest>;

/** `DELETE /admin/jobs/{id}` and `POST /admin/jobs/{id}/review`: only why. */
export const ZReasonRequest = z.object({ reason: ZReason });
export type TReasonRequest = z.infer<typeof ZReasonRequest>;

/** `PATCH /admin/jobs/{id}`: a moderator's edit, and why. */
export const ZAdminEditJobRequest = z.object({ changes: ZUpdateJobRequest, reason: ZReason });
export type TAdminEditJobRequest = z.infer<typeof ZAdminEditJobRequest>;

export const ZAdminSearchQuery = z.object({ q: ZText.trim().max(200).default('') });

export const ZModeratedJobsResponse = z.object({ items: z.array(ZModeratedJob) });
export type TModeratedJobsResponse = z.infer<typeof ZModeratedJobsResponse>;
export const ZModeratedJobResponse = z.object({ job: ZModeratedJob });
export type TModeratedJobResponse = z.infer<typeof ZModeratedJobResponse>;

export const ZModeratedUser = z.object({
  _id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: ZRole,
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  jobsCount: z.number().int(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZModeratedUser, { id: 'ModeratedUser' });
export type TModeratedUser = z.infer<typeof ZModeratedUser>;
export const ZModeratedUsersResponse = z.object({ items: z.array(ZModeratedUser) });
export type TModeratedUsersResponse = z.infer<typeof ZModeratedUsersResponse>;
export const ZModeratedUserResponse = z.object({ user: ZModeratedUser });
export type TModeratedUserResponse = z.infer<typeof ZModeratedUserResponse>;

/** `GET /jobs/{id}/duplicates`: the owner's live jobs that look like this one. */
export const ZDuplicate = z.object({
  _id: z.string(),
  number: z.number().int(),
  title: z.string(),
  similarity: z.number(),
});
z.globalRegistry.add(ZDuplicate, { id: 'Duplicate' });
export const ZDuplicatesResponse = z.object({ items: z.array(ZDuplicate) });
export type TDuplicatesResponse = z.infer<typeof ZDuplicatesResponse>;

/** Which delivery duties the admins' list shows (DESIGN.md §14.0): those out of tries, or those still owed. */
export const OUTBOX_STATUSES = ['failed', 'pending'] as const;
export const ZOutboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES).default('failed') });
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const ZOutboxEntryParams = z.object({ id: z.uuid() });

/**
 * A duty of the outbox as admins see it. Never its payload: a mail's text holds links with tokens.
 * The key only shortened, for the same reason (some keys are made from a token's hash).
 */
export const ZOutboxEntry = z.object({
  id: z.string(),
  /** Which handler delivers it: 'mail', 'alert.match', … */
  topic: z.string(),
  key: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Not before: the next try of a pending entry. */
  availableAt: z.string(),
  failedAt: z.string().nullable(),
  /** The account it is for; null for a duty of no account (an alert match) or an address alone. */
  recipient: z.object({ id: z.string(), displayName: z.string() }).nullable(),
});
z.globalRegistry.add(ZOutboxEntry, { id: 'OutboxEntry' });
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;
export const ZOutboxResponse = z.object({ items: z.array(ZOutboxEntry) });
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
export const ZOutboxEntryResponse = z.object({ item: ZOutboxEntry });
export type TOutboxEntryResponse = z.infer<typeof ZOutboxEntryResponse>;
