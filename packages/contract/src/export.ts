import { z } from 'zod';
import { ZApplication, ZApplicationStatus } from './applications.ts';
import { ZFavoriteItem } from './favorites.ts';
import { ZHiddenList } from './hidden.ts';
import { ZAlert } from './alerts.ts';
import { ZResume } from './resumes.ts';
import { ZJob } from './jobs.ts';
import { ZThreadJob } from './messages.ts';
import { ZExportedSupportRequest } from './support.ts';
import { ZExportCompanyMembership } from './companies.ts';
import { AUDIT_TARGET_TYPES, ZAuditAction, ZReportReason } from './moderation.ts';
import { ZPayment } from './payments.ts';
import { ZUser } from './users.ts';
import { ZNotificationSettings } from './notifications.ts';
import { ZMessageTemplate } from './message-templates.ts';

// `GET /users/me/export` (issue 9): everything the account holds, as its holder sees it in the app.
// Built from the same payloads the screens use; never a password hash, a token hash or the e-mail of
// anyone else, and the response schema strips whatever a presenter might add by mistake.

/** The account as its owner sees it, with the dates it accepted the terms and the privacy policy. */
export const ZExportAccount = ZUser.extend({
  termsAcceptedAt: z.string(),
  privacyAcceptedAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
});
export type TExportAccount = z.infer<typeof ZExportAccount>;

/** A signed-in device: when it started, was last used and lapses. No token, not even its hash. */
export const ZExportSession = z.object({
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});
export type TExportSession = z.infer<typeof ZExportSession>;

/** A confirmation link mailed to the account: when it was sent, lapses and was used. No token hash. */
export const ZExportEmailVerification = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type TExportEmailVerification = z.infer<typeof ZExportEmailVerification>;

/** An application someone sent to one of the account's jobs: the applicant by name only. */
export const ZExportReceivedApplication = z.object({
  _id: z.string(),
  job: ZThreadJob,
  applicant: z.object({ displayName: z.string() }),
  coverLetter: z.string().nullable(),
  status: ZApplicationStatus,
  createdAt: z.string(),
});
export type TExportReceivedApplication = z.infer<typeof ZExportReceivedApplication>;

/** `from` is "me" or the counterpart's display name, so the file reads without looking up ids. */
export const ZExportMessage = z.object({
  _id: z.string(),
  from: z.string(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TExportMessage = z.infer<typeof ZExportMessage>;

export const ZExportConversation = z.object({
  _id: z.string(),
  job: ZThreadJob,
  counterpart: z.object({ displayName: z.string() }),
  /** Whether the account owns the job (and so talked to a job seeker). */
  isOwner: z.boolean(),
  /** Oldest first. */
  messages: z.array(ZExportMessage),
});
export type TExportConversation = z.infer<typeof ZExportConversation>;

export const ZExportReport = z.object({
  _id: z.string(),
  jobId: z.string(),
  reason: ZReportReason,
  text: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TExportReport = z.infer<typeof ZExportReport>;

/** One daily view mark: the account opened this job's card on this day (ISO date). */
export const ZExportJobView = z.object({ jobId: z.string(), day: z.string() });
export type TExportJobView = z.infer<typeof ZExportJobView>;

/** A moderation step about the account or one of its jobs; who took it is not part of the account. */
export const ZExportModerationEntry = z.object({
  action: ZAuditAction,
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target was called at the time (a job's title and number). */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TExportModerationEntry = z.infer<typeof ZExportModerationEntry>;

/** One duty of the outbox addressed to the account (DESIGN.md §14.0). */
export const ZExportDelivery = z.object({
  topic: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});

export const ZAccountExport = z.object({
  exportedAt: z.string(),
  account: ZExportAccount,
  sessions: z.array(ZExportSession),
  emailVerifications: z.array(ZExportEmailVerification),
  /** Every job the account owns, in every status. */
  jobs: z.array(ZJob),
  applicationsSent: z.array(ZApplication),
  applicationsReceived: z.array(ZExportReceivedApplication),
  favorites: z.array(ZFavoriteItem),
  /** What the account hid from its searches (DESIGN.md §14.3). */
  hidden: ZHiddenList,
  conversations: z.array(ZExportConversation),
  reports: z.array(ZExportReport),
  payments: z.array(ZPayment),
  jobViews: z.array(ZExportJobView),
  moderation: z.array(ZExportModerationEntry),
  /** Contact-form requests sent from the account, or signed out with its e-mail (decision 015). */
  supportRequests: z.array(ZExportedSupportRequest),
  /** Saved searches (DESIGN.md §13.1). */
  alerts: z.array(ZAlert),
  /** The profile shown to employers the account applied to (DESIGN.md §13.3), or null. */
  resume: ZResume.nullable(),
  /** Which mails the account gets (DESIGN.md §14.0). */
  notificationSettings: ZNotificationSettings,
  /** Mails and notifications owed to the account or sent in the last week: what and when, not their text. */
  deliveries: z.array(ZExportDelivery),
  /**
   * The account's own message templates (DESIGN.md §14.2). Notes it wrote on applicants are its
   * team's, and the applicant's answers are in `applicationsSent` of the applicant's own export.
   */
  messageTemplates: z.array(ZMessageTemplate),
  /** The companies the account is a member of, with its role (DESIGN.md §14.1). */
  companyMemberships: z.array(ZExportCompanyMembership),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;

/**
 * The name the export is saved under, `debut-data-<YYYY-MM-DD>.json` (UTC day of `exportedAt`):
 * the server's Content-Disposition and the web app's download use the same one.
 */
export function exportFileName(exportedAt: string): string {
  return `debut-data-${exportedAt.slice(0, 10)}.json`;
}
