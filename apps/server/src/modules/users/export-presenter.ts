import type {
  TAccountExport,
  TExportConversation,
  TExportModerationEntry,
  TExportReceivedApplication,
  TExportReport,
} from '@debut/contract/export';
import { presentTemplate } from '../message-templates/presenter.ts';
import { presentApplication } from '../applications/presenter.ts';
import { presentJob } from '../jobs/presenter.ts';
import { presentThreadJob } from '../messages/presenter.ts';
import { presentPayment } from '../payments/service.ts';
import { presentExportedSupportRequest } from '../support/presenter.ts';
import { companyOfJob } from '../companies/job-company.ts';
import type { AuditRow, ReportRow } from '../../db/schema.ts';
import type { AccountData, ConversationRows, ReceivedApplication } from './export.ts';
import { presentUser } from './presenter.ts';
import { presentFavorite } from '../favorites/presenter.ts';
import { presentAlert } from '../alerts/presenter.ts';
import { presentResume } from '../resumes/presenter.ts';
import { settingsOf } from './notification-settings.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentReceived({ application, job, applicant }: ReceivedApplication): TExportReceivedApplication {
  return {
    _id: application.id,
    job: presentThreadJob(job),
    applicant: { displayName: applicant.displayName },
    coverLetter: application.coverLetter,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
  };
}

function presentConversation(view: ConversationRows, userId: string): TExportConversation {
  return {
    _id: view.thread.id,
    job: presentThreadJob(view.job),
    counterpart: { displayName: view.counterpart.displayName },
    isOwner: view.thread.ownerId === userId,
    messages: view.messages.map((message) => ({
      _id: message.id,
      from: message.senderId === userId ? 'me' : view.counterpart.displayName,
      text: message.body,
      createdAt: message.createdAt.toISOString(),
      readAt: iso(message.readAt),
    })),
  };
}

function presentFiledReport(report: ReportRow): TExportReport {
  return {
    _id: report.id,
    jobId: report.jobId,
    reason: report.reason,
    text: report.text,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
  };
}

/** The moderation step without the moderator: who took it is not data of this account. */
function presentModerationEntry(entry: AuditRow): TExportModerationEntry {
  return {
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The whole export document, through the same presenters the screens' routes use. */
export function presentAccountExport(
  data: AccountData,
  exportedAt: Date,
  publicBase: string,
): TAccountExport {
  const userId = data.user.id;
  return {
    exportedAt: exportedAt.toISOString(),
    account: {
      ...presentUser(data.user),
      termsAcceptedAt: data.user.termsAcceptedAt.toISOString(),
      privacyAcceptedAt: data.user.privacyAcceptedAt.toISOString(),
      emailVerifiedAt: iso(data.user.emailVerifiedAt),
    },
    sessions: data.sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
    emailVerifications: data.emailVerifications.map((link) => ({
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      usedAt: iso(link.usedAt),
    })),
    companyMemberships: data.companyMemberships.map((membership) => ({
      company: {
        _id: membership.company.id,
        slug: membership.company.slug,
        name: membership.company.name,
      },
      role: membership.role,
      joinedAt: membership.joinedAt.toISOString(),
    })),
    jobs: data.jobs.map((job) =>
      presentJob(job, {
        publicBase,
        ownerEmailVerified: data.user.emailVerifiedAt !== null,
        isOwner: true,
        company: companyOfJob(data.jobCompanies, job),
      }),
    ),
    applicationsSent: data.applicationsSent.map(({ application, job }) =>
      presentApplication(application, job),
    ),
    applicationsReceived: data.applicationsReceived.map(presentReceived),
    favorites: data.favorites.map((entry) => presentFavorite(entry, data.user.id)),
    hidden: data.hidden,
    conversations: data.conversations.map((view) => presentConversation(view, userId)),
    reports: data.reports.map(presentFiledReport),
    payments: data.payments.map(presentPayment),
    jobViews: data.jobViews.map((mark) => ({ jobId: mark.jobId, day: mark.day })),
    moderation: data.moderation.map(presentModerationEntry),
    supportRequests: data.supportRequests.map(presentExportedSupportRequest),
    alerts: data.alerts.map((view) => presentAlert(view.alert, view.newCount, view.lastMatchedAt)),
    resume: data.resume ? presentResume(data.resume) : null,
    notificationSettings: settingsOf(data.user.notificationSettings),
    deliveries: data.deliveries.map((entry) => ({
      topic: entry.topic,
      createdAt: entry.createdAt.toISOString(),
      deliveredAt: iso(entry.deliveredAt),
      failedAt: iso(entry.failedAt),
    })),
    messageTemplates: data.messageTemplates.map(presentTemplate),
  };
}
