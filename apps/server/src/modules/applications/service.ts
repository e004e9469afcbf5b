import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TApplicationStatus } from '@debut/contract/applications';
import type { Db } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { JobRow } from '../jobs/presenter.ts';
import { assertOwner, jobNotFound } from '../jobs/service.ts';
import type { ApplicationRow } from './presenter.ts';

export const applicationNotFound = () => notFound('Application not found');

export interface ApplicationWithJob {
  application: ApplicationRow;
  job: JobRow;
}

export interface ApplicantEntry extends ApplicationWithJob {
  applicant: UserRow;
}

export interface ApplicationCounts {
  total: number;
  /** Not yet opened by the owner. */
  sent: number;
}

export function createApplicationsService(db: Db) {
  async function ownedJob(ownerId: string, jobId: string): Promise<JobRow> {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw jobNotFound();
    assertOwner(ownerId, job);
    return job;
  }

  return {
    /** Applies once to an active job of someone else (DESIGN.md §4: 404, 400 OWN_JOB, 409 ALREADY_APPLIED). */
    async apply(userId: string, jobId: string, coverLetter: string | null): Promise<ApplicationWithJob> {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      if (!job || job.status !== 'active') throw jobNotFound();
      if (job.ownerId === userId) {
        throw new AppError(400, 'OWN_JOB', 'You cannot apply to your own job');
      }
      const [application] = await db
        .insert(applications)
        .values({ jobId, userId, coverLetter })
        .onConflictDoNothing({ target: [applications.jobId, applications.userId] })
        .returning();
      if (!application) {
        throw new AppError(409, 'ALREADY_APPLIED', 'You have already applied to this job');
      }
      return { application, job };
    },

    /** Withdraws the application: it is deleted, not marked. */
    async cancel(userId: string, jobId: string): Promise<ApplicationWithJob> {
      return db.transaction(async (tx) => {
        const [application] = await tx
          .delete(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
          .returning();
        if (!application) throw applicationNotFound();
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
        if (!job) throw applicationNotFound();
        return { application, job };
      });
    },

    async listMine(userId: string): Promise<ApplicationWithJob[]> {
      const rows = await db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      return rows;
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
      const job = await ownedJob(ownerId, jobId);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ application: applications, applicant: users })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.userId))
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
    },

    /** The owner invites or rejects; a decision can be changed, never taken back to unseen. */
    async decide(
      ownerId: string,
      jobId: string,
      applicationId: string,
      status: Extract<TApplicationStatus, 'invited' | 'rejected'>,
    ): Promise<ApplicantEntry> {
      const job = await ownedJob(ownerId, jobId);
      const [application] = await db
        .update(applications)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)))
        .returning();
      if (!application) throw applicationNotFound();
      const [applicant] = await db.select().from(users).where(eq(users.id, application.userId));
      if (!applicant) throw applicationNotFound();
      return { application, job, applicant };
    },

    /** Applications per job of one owner: all of them and the unopened ones. */
    async countsForOwner(ownerId: string): Promise<Map<string, ApplicationCounts>> {
      const rows = await db
        .select({
          jobId: applications.jobId,
          total: sql<number>`count(*)::int`,
          sent: sql<number>`(count(*) filter (where ${applications.status} = 'sent'))::int`,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.ownerId, ownerId))
        .groupBy(applications.jobId);
      return new Map(rows.map((row) => [row.jobId, { total: row.total, sent: row.sent }]));
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
