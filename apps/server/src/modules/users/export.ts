import type { TJobCompany } from '@debut/contract/companies';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  type CompanyMemberRow,
  type CompanyRow,
  applications,
  auditLog,
  emailVerifications,
  jobViews,
  messages,
  reports,
  sessions,
  threads,
  users,
  type ApplicationRow,
  type AuditRow,
  type EmailVerificationRow,
  type JobRow,
  type JobViewRow,
  type MessageRow,
  type MessageTemplateRow,
  type PaymentRow,
  type ReportRow,
  type ResumeRow,
  type SessionRow,
  type SupportRow,
  type ThreadRow,
  type UserRow,
} from '../../db/schema.ts';
import type { ApplicationsService, ApplicationWithJob } from '../applications/service.ts';
import type { FavoriteEntry, FavoritesService } from '../favorites/service.ts';
import type { HiddenService } from '../hidden/service.ts';
import type { THiddenList } from '@debut/contract/hidden';
import type { AlertsService, AlertView } from '../alerts/service.ts';
import type { ResumesService } from '../resumes/service.ts';
import type { MessageTemplatesService } from '../message-templates/service.ts';
import { jobIdsOfOwner, jobTitlesByIds, type JobTitle } from '../jobs/queries.ts';
import type { JobsService } from '../jobs/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { SupportService } from '../support/service.ts';
import { entriesOf } from '../../platform/outbox.ts';

export type SessionDates = Pick<SessionRow, 'createdAt' | 'lastUsedAt' | 'expiresAt'>;
export type EmailVerificationDates = Pick<EmailVerificationRow, 'createdAt' | 'expiresAt' | 'usedAt'>;
export type JobViewMark = Pick<JobViewRow, 'jobId' | 'day'>;

export interface ReceivedApplication {
  application: ApplicationRow;
  job: JobTitle;
  applicant: Pick<UserRow, 'displayName'>;
}

export interface ConversationRows {
  thread: ThreadRow;
  job: JobTitle;
  counterpart: Pick<UserRow, 'displayName'>;
  /** Oldest first. */
  messages: MessageRow[];
}

/** Everything stored about one account, as rows; `export-presenter.ts` turns it into the document. */
export interface AccountData {
  user: UserRow;
  sessions: SessionDates[];
  emailVerifications: EmailVerificationDates[];
  jobs: JobRow[];
  applicationsSent: ApplicationWithJob[];
  applicationsReceived: ReceivedApplication[];
  favorites: FavoriteEntry[];
  hidden: THiddenList;
  conversations: ConversationRows[];
  reports: ReportRow[];
  payments: PaymentRow[];
  jobViews: JobViewMark[];
  moderation: AuditRow[];
  /** Contact-form requests sent from the account, or signed out with its e-mail once confirmed. */
  supportRequests: SupportRow[];
  alerts: AlertView[];
  resume: ResumeRow | null;
  deliveries: Awaited<ReturnType<typeof entriesOf>>;
  messageTemplates: MessageTemplateRow[];
  companyMemberships: CompanyMembership[];
  /** The companies of the account's jobs as job payloads carry them, by company id. */
  jobCompanies: Map<string, TJobCompany>;
}

/** A company the account is a member of, as the export names it. */
export interface CompanyMembership {
  company: Pick<CompanyRow, 'id' | 'slug' | 'name'>;
  role: CompanyMemberRow['role'];
  joinedAt: Date;
}

/**
 * Reads what an account holds for `GET /users/me/export`. The modules' own reads are used where they
 * have no side effect; the applicant list and a chat page do (they mark things viewed and read), so
 * the two are read here instead: an export must change nothing.
 */
/** The modules whose reads an export uses. */
export interface ExportSources {
  jobs: JobsService;
  applications: ApplicationsService;
  favorites: FavoritesService;
  hidden: HiddenService;
  alerts: AlertsService;
  resumes: ResumesService;
  payments: PaymentsService;
  support: SupportService;
  messageTemplates: MessageTemplatesService;
}

export function createAccountExport(db: Db, sources: ExportSources) {
  const {
    jobs: jobsService,
    applications: applicationsService,
    favorites: favoritesService,
    hidden: hiddenService,
    payments: paymentsService,
    support: supportService,
  } = sources;

  /**
   * Each row with its job's title; a row whose job was deleted between the two reads goes, as the
   * cascade would take it.
   */
  async function withJobTitles<T>(
    rows: T[],
    jobIdOf: (row: T) => string,
  ): Promise<(T & { job: JobTitle })[]> {
    const titles = await jobTitlesByIds(db, rows.map(jobIdOf));
    return rows.flatMap((row) => {
      const job = titles.get(jobIdOf(row));
      return job ? [{ ...row, job }] : [];
    });
  }

  async function receivedApplications(ownerId: string): Promise<ReceivedApplication[]> {
    const rows = await db
      .select({ application: applications, applicant: { displayName: users.displayName } })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(inArray(applications.jobId, jobIdsOfOwner(db, ownerId)))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    return withJobTitles(rows, (row) => row.application.jobId);
  }

  async function conversations(userId: string): Promise<ConversationRows[]> {
    const counterpartId = sql<string>`case when ${threads.ownerId} = ${userId} then ${threads.seekerId} else ${threads.ownerId} end`;
    const threadRows = await db
      .select({ thread: threads, counterpart: { displayName: users.displayName } })
      .from(threads)
      .innerJoin(users, eq(users.id, counterpartId))
      .where(or(eq(threads.seekerId, userId), eq(threads.ownerId, userId)))
      .orderBy(asc(threads.createdAt), asc(threads.id));
    const rows = await withJobTitles(threadRows, (row) => row.thread.jobId);
    if (rows.length === 0) return [];
    const all = await db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.threadId,
          rows.map((row) => row.thread.id),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return rows.map((row) => ({
      ...row,
      messages: all.filter((message) => message.threadId === row.thread.id),
    }));
  }

  /** Audit entries about the account itself or a job it still owns (a deleted job's owner is not kept). */
  function moderation(userId: string): Promise<AuditRow[]> {
    const ownJobs = jobIdsOfOwner(db, userId);
    return db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
          and(eq(auditLog.targetType, 'job'), inArray(auditLog.targetId, ownJobs)),
        ),
      )
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  }

  return {
    /**
     * One read after another rather than all at once: on PostgreSQL a dozen parallel reads would hold
     * as many pooled connections for one rare request.
     */
    async collect(user: UserRow, publicBase: string): Promise<AccountData> {
      const userId = user.id;
      const ownedJobs = await jobsService.listOwned(userId);
      return {
        user,
        sessions: await db
          .select({
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt), asc(sessions.id)),
        // The links' dates only: the token hash and the address (the account's own) add nothing.
        emailVerifications: await db
          .select({
            createdAt: emailVerifications.createdAt,
            expiresAt: emailVerifications.expiresAt,
            usedAt: emailVerifications.usedAt,
          })
          .from(emailVerifications)
          .where(eq(emailVerifications.userId, userId))
          .orderBy(asc(emailVerifications.createdAt), asc(emailVerifications.tokenHash)),
        jobs: ownedJobs,
        jobCompanies: await jobsService.companiesOf(ownedJobs, publicBase),
        applicationsSent: await applicationsService.listMine(userId),
        applicationsReceived: await receivedApplications(userId),
        favorites: await favoritesService.list(userId),
        hidden: await hiddenService.list(userId),
        conversations: await conversations(userId),
        reports: await db
          .select()
          .from(reports)
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.createdAt), asc(reports.id)),
        payments: await paymentsService.listOwn(userId),
        jobViews: await db
          .select({ jobId: jobViews.jobId, day: jobViews.day })
          .from(jobViews)
          .where(eq(jobViews.viewerId, userId))
          .orderBy(asc(jobViews.day), asc(jobViews.jobId)),
        moderation: await moderation(userId),
        supportRequests: await supportService.listOf(user),
        alerts: await sources.alerts.list(userId),
        resume: (await sources.resumes.find(userId)) ?? null,
        deliveries: await entriesOf(db, userId),
        messageTemplates: await sources.messageTemplates.list(userId),
        companyMemberships: await db
          .select({
            company: { id: companies.id, slug: companies.slug, name: companies.name },
            role: companyMembers.role,
            joinedAt: companyMembers.joinedAt,
          })
          .from(companyMembers)
          .innerJoin(companies, eq(companies.id, companyMembers.companyId))
          .where(eq(companyMembers.userId, userId))
          .orderBy(asc(companyMembers.joinedAt)),
      };
    },
  };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
