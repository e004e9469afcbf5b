import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TJobApplicationsQuery } from '@debut/contract/applications';
import type { TResponseFigures } from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { applications, type ApplicationRow, type JobRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findJob, jobNotFound, jobsByIds } from '../jobs/queries.ts';
import { canManageJob, managedJobIds } from '../companies/job-access.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { oweApplicationReceived } from '../notifications/owed.ts';
import { screenAnswers } from './screening.ts';
import { createPipeline } from './pipeline.ts';
import { responseForJobs } from './response.ts';

export const applicationNotFound = () => notFound('Application not found');

export interface ApplicationWithJob {
  application: ApplicationRow;
  job: JobRow;
}

export interface ApplicationCounts {
  total: number;
  /** Not yet opened by the owner. */
  sent: number;
}

export interface ApplyInput {
  coverLetter: string | null;
  answers: { questionId: string; text: string }[];
}

type Applicant = { id: string; displayName: string };

export function createApplicationsService(db: Db, events: DomainEvents) {
  const pipeline = createPipeline(db, events);
  return {
    ...pipeline,

    /**
     * Applies once to an active job of someone else (DESIGN.md §4: 404, 400 OWN_JOB, 409 ALREADY_APPLIED)
     * while it takes applications (§14.2: 409 APPLY_CLOSED after `applyBy`), with the answers its
     * questions ask for (400 ANSWERS_REQUIRED). The promise of an answer starts now.
     */
    async apply(applicant: Applicant, jobId: string, input: ApplyInput): Promise<ApplicationWithJob> {
      const userId = applicant.id;
      const job = await findJob(db, jobId);
      if (!job || job.status !== 'active') throw jobNotFound();
      if (await canManageJob(db, userId, job)) {
        throw new AppError(400, 'OWN_JOB', 'You cannot apply to your own job');
      }
      if (job.applyBy && job.applyBy.getTime() < Date.now()) {
        throw new AppError(409, 'APPLY_CLOSED', 'Applications for this job are closed');
      }
      const answers = screenAnswers(job.questions, input.answers);
      const application = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values({
            jobId,
            userId,
            coverLetter: input.coverLetter,
            answers,
            dueAt: sql`now() + make_interval(days => ${job.answerWithinDays})`,
            history: sql`jsonb_build_array(jsonb_build_object('status', 'sent',
              'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', null))`,
          })
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

    /** Each job's employer answer figures (DESIGN.md §14.2), by job id. */
    responseFor(
      jobs: readonly Pick<JobRow, 'id' | 'ownerId' | 'companyId'>[],
    ): Promise<Map<string, TResponseFigures | null>> {
      return responseForJobs(db, jobs);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
export type { TJobApplicationsQuery };
