import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applications,
  auditLog,
  emailVerifications,
  jobViews,
  jobs,
  messages,
  reports,
  sessions,
  threads,
  users,
} from '../../db/schema.ts';
import type { ApplicationWithJob } from '../applications/service.ts';
import { createApplicationsService } from '../applications/service.ts';
import type { FavoriteEntry } from '../favorites/service.ts';
import { createFavoritesService } from '../favorites/service.ts';
import type { JobRow } from '../jobs/presenter.ts';
import { createJobsService } from '../jobs/service.ts';
import type { MessageRow } from '../messages/presenter.ts';
import type { PaymentRow } from '../payments/service.ts';
import { createPaymentsService } from '../payments/service.ts';
import type { UserRow } from '../auth/sessions.ts';
import { createSupportService, type SupportRow } from '../support/service.ts';

export type SessionDates = Pick<typeof sessions.$inferSelect, 'createdAt' | 'lastUsedAt' | 'expiresAt'>;
export type EmailVerificationDates = Pick<
  typeof emailVerifications.$inferSelect,
  'createdAt' | 'expiresAt' | 'usedAt'
>;
export type ReportRow = typeof reports.$inferSelect;
export type JobViewMark = Pick<typeof jobViews.$inferSelect, 'jobId' | 'day'>;
export type AuditRow = typeof auditLog.$inferSelect;

export interface ReceivedApplication {
  application: typeof applications.$inferSelect;
  job: Pick<JobRow, 'id' | 'title'>;
  applicant: Pick<UserRow, 'displayName'>;
}

export interface ConversationRows {
  thread: typeof threads.$inferSelect;
  job: Pick<JobRow, 'id' | 'title'>;
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
  conversations: ConversationRows[];
  reports: ReportRow[];
  payments: PaymentRow[];
  jobViews: JobViewMark[];
  moderation: AuditRow[];
  /** Contact-form requests sent from the account or with its e-mail. */
  supportRequests: SupportRow[];
}

/**
 * Reads what an account holds for `GET /users/me/export`. The modules' own reads are used where they
 * have no side effect; the applicant list and a chat page do (they mark things viewed and read), so
 * the two are read here instead: an export must change nothing.
 */
export function createAccountExport(db: Db) {
  const jobsService = createJobsService(db);
  const applicationsService = createApplicationsService(db);
  const favoritesService = createFavoritesService(db);
  const paymentsService = createPaymentsService(db);
  const supportService = createSupportService(db);

  function receivedApplications(ownerId: string): Promise<ReceivedApplication[]> {
    return db
      .select({
        application: applications,
        job: { id: jobs.id, title: jobs.title },
        applicant: { displayName: users.displayName },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(jobs.ownerId, ownerId))
      .orderBy(asc(applications.createdAt), asc(applications.id));
  }

  async function conversations(userId: string): Promise<ConversationRows[]> {
    const counterpartId = sql<string>`case when ${threads.ownerId} = ${userId} then ${threads.seekerId} else ${threads.ownerId} end`;
    const rows = await db
      .select({
        thread: threads,
        job: { id: jobs.id, title: jobs.title },
        counterpart: { displayName: users.displayName },
      })
      .from(threads)
      .innerJoin(jobs, eq(jobs.id, threads.jobId))
      .innerJoin(users, eq(users.id, counterpartId))
      .where(or(eq(threads.seekerId, userId), eq(threads.ownerId, userId)))
      .orderBy(asc(threads.createdAt), asc(threads.id));
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
    const ownJobs = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, userId));
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
    async collect(user: UserRow): Promise<AccountData> {
      const userId = user.id;
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
        jobs: await jobsService.listOwned(userId),
        applicationsSent: await applicationsService.listMine(userId),
        applicationsReceived: await receivedApplications(userId),
        favorites: await favoritesService.list(userId),
        conversations: await conversations(userId),
        reports: await db
          .select()
          .from(reports)
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.createdAt), asc(reports.id)),
        payments: await paymentsService.listMine(userId),
        jobViews: await db
          .select({ jobId: jobViews.jobId, day: jobViews.day })
          .from(jobViews)
          .where(eq(jobViews.viewerId, userId))
          .orderBy(asc(jobViews.day), asc(jobViews.jobId)),
        moderation: await moderation(userId),
        supportRequests: await supportService.listOf(userId, user.email),
      };
    },
  };
}
