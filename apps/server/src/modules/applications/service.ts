import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TApplicationStatus } from '@debut/contract/applications';
import type { Db } from '../../db/client.ts';
import {
  applications,
  resumes,
  users,
  type ApplicationRow,
  type JobRow,
  type ResumeRow,
  type UserRow,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findJob, jobNotFound, jobsByIds, loadManagedJob } from '../jobs/queries.ts';
import { canManageJob, managedJobIds } from '../companies/job-access.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { oweApplicationReceived, oweApplicationStatus } from '../notifications/owed.ts';

export const applicationNotFound = () => notFound('Application not found');

export interface ApplicationWithJob {
  application: ApplicationRow;
  job: JobRow;
}

export interface ApplicantEntry extends ApplicationWithJob {
  applicant: UserRow;
  /** The applicant's profile as it is now (shared or not: the presenter decides what shows). */
  resume: ResumeRow | null;
}

export interface ApplicationCounts {
  total: number;
  /** Not yet opened by the owner. */
  sent: number;
}

type Applicant = Pick<UserRow, 'id' | 'displayName'>;

export function createApplicationsService(db: Db, events: DomainEvents) {
  return {
    /** Applies once to an active job of someone else (DESIGN.md §4: 404, 400 OWN_JOB, 409 ALREADY_APPLIED). */
    async apply(
      applicant: Applicant,
      jobId: string,
      coverLetter: string | null,
    ): Promise<ApplicationWithJob> {
      const userId = applicant.id;
      const job = await findJob(db, jobId);
      if (!job || job.status !== 'active') throw jobNotFound();
      if (await canManageJob(db, userId, job)) {
        throw new AppError(400, 'OWN_JOB', 'You cannot apply to your own job');
      }
      const application = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values({ jobId, userId, coverLetter })
          .onConflictDoNothing({ target: [applications.jobId, applications.userId] })
          .returning();
        if (!row) throw new AppError(409, 'ALREADY_APPLIED', 'You have already applied to this job');
        await oweApplicationReceived(tx, jobId, job.ownerId);
        return row;
      });
      events.publish({ type: 'application.sent', job, applicant });
      return { application, job };
    },

    /** Withdraws the application: it is deleted, not marked. */
    async cancel(applicant: Applicant, jobId: string): Promise<ApplicationWithJob> {
      const userId = applicant.id;
      const cancelled = await db.transaction(async (tx) => {
        const [application] = await tx
          .delete(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
          .returning();
        if (!application) throw applicationNotFound();
        const job = await findJob(tx, jobId);
        if (!job) throw applicationNotFound();
        return { application, job };
      });
      events.publish({ type: 'application.cancelled', job: cancelled.job, applicant });
      return cancelled;
    },

    async listMine(userId: string): Promise<ApplicationWithJob[]> {
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const jobs = await jobsByIds(
        db,
        rows.map((application) => application.jobId),
      );
      // An application goes with its job (cascade): one whose job was deleted between the reads is gone too.
      return rows.flatMap((application) => {
        const job = jobs.get(application.jobId);
        return job ? [{ application, job }] : [];
      });
    },

    async hasApplied(userId: string, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)));
      return row !== undefined;
    },

    /**
     * The owner's list of applicants, newest first. Opening it is what "viewed" means: the answer shows
     * each status as it was (so the owner sees which are new) and the unopened ones become `viewed`.
     */
    async listForOwner(ownerId: string, jobId: string): Promise<ApplicantEntry[]> {
      const job = await loadManagedJob(db, ownerId, jobId);
      const entries = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ application: applications, applicant: users, resume: resumes })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.userId))
          .leftJoin(resumes, eq(resumes.userId, applications.userId))
          .where(eq(applications.jobId, jobId))
          .orderBy(desc(applications.createdAt), desc(applications.id));
        const unopened = rows
          .filter((row) => row.application.status === 'sent')
          .map((row) => row.application.id);
        if (unopened.length > 0) {
          await tx
            .update(applications)
            .set({ status: 'viewed', updatedAt: sql`now()` })
            .where(and(inArray(applications.id, unopened), eq(applications.status, 'sent')));
        }
        return rows.map((row) => ({ ...row, job }));
      });
      for (const { application } of entries) {
        if (application.status !== 'sent') continue;
        events.publish({
          type: 'application.status',
          job,
          applicantId: application.userId,
          status: 'viewed',
        });
      }
      return entries;
    },

    /** The owner invites or rejects; a decision can be changed, never taken back to unseen. */
    async decide(
      ownerId: string,
      jobId: string,
      applicationId: string,
      status: Extract<TApplicationStatus, 'invited' | 'rejected'>,
    ): Promise<ApplicantEntry> {
      const job = await loadManagedJob(db, ownerId, jobId);
      const application = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: applications.status })
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)))
          .for('update');
        const [row] = await tx
          .update(applications)
          .set({ status, updatedAt: sql`now()` })
          .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)))
          .returning();
        if (!row) throw applicationNotFound();
        // The same decision again tells the seeker nothing new.
        if (before?.status !== status) await oweApplicationStatus(tx, row, status);
        return row;
      });
      const [found] = await db
        .select({ applicant: users, resume: resumes })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, application.userId));
      if (!found) throw applicationNotFound();
      const { applicant, resume } = found;
      events.publish({ type: 'application.status', job, applicantId: application.userId, status });
      return { application, job, applicant, resume };
    },

    /** Applications per job the caller manages (`canManageJob`): all of them and the unopened ones. */
    async countsForOwner(ownerId: string): Promise<Map<string, ApplicationCounts>> {
      const rows = await db
        .select({
          jobId: applications.jobId,
          total: sql<number>`count(*)::int`,
          sent: sql<number>`(count(*) filter (where ${applications.status} = 'sent'))::int`,
        })
        .from(applications)
        .where(inArray(applications.jobId, managedJobIds(db, ownerId)))
        .groupBy(applications.jobId);
      return new Map(rows.map((row) => [row.jobId, { total: row.total, sent: row.sent }]));
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
