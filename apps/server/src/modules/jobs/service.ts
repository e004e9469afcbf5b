import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  COMPANY_NAME_RULE,
  internshipFacts,
  type TCreateJobRequest,
  type TJobStatsResponse,
  type TUpdateJobRequest,
} from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs, jobViews, type JobRow } from '../../db/schema.ts';
import { AppError, forbidden, validationError } from '../../platform/errors.ts';
import { consumePaymentForPublication, type PublicationPrice } from '../payments/service.ts';
import { categoryColumns } from './category.ts';
import { jobLanguage } from './written-language.ts';
import { pipelineColumns } from './pipeline-fields.ts';
import { jobStats } from './stats.ts';
import { recommendJobs } from './recommendations.ts';
import { applyJobEdit, deleteJob } from './commands.ts';
import { isOwnerEmailVerified, verifiedOwners } from './owner-verified.ts';
import { findJob, jobNotFound, loadJob, loadJobForUpdate, loadManagedJob } from './queries.ts';
import {
  assertCanManageJob,
  canManageJob,
  companyToPostFor,
  managedJobCondition,
} from '../companies/job-access.ts';
import { publicListChange, type DomainEvents } from '../../domain-events.ts';
import { jobCompaniesByIds } from '../companies/job-company.ts';

/** Unpublished drafts one account may hold at once; the rate limit alone would let them grow daily. */
export const MAX_OPEN_DRAFTS = 50;

/** How long a publication stays live unless LISTING_DAYS says otherwise. */
export const DEFAULT_LISTING_DAYS = 30;

export function createJobsService(db: Db, events: DomainEvents, listingDays = DEFAULT_LISTING_DAYS) {
  const find = (id: string): Promise<JobRow | undefined> => findJob(db, id);
  // Asked with every list a seeker sees: prepared once, so no request builds its SQL.
  const seenAmong = db
    .selectDistinct({ jobId: jobViews.jobId })
    .from(jobViews)
    .where(
      and(
        sql`${jobViews.jobId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(jobViews.viewerId, sql.placeholder('viewerId')),
      ),
    )
    .prepare('jobs_seen_among');
  /** The job if `userId` may manage it (DESIGN.md §14.1): 404 when there is none, 403 otherwise. */
  const findManaged = (userId: string, id: string): Promise<JobRow> => loadManagedJob(db, userId, id);

  async function assertDraftRoom(ownerId: string): Promise<void> {
    const [open] = await db
      .select({ drafts: count() })
      .from(jobs)
      .where(and(eq(jobs.ownerId, ownerId), eq(jobs.status, 'draft')));
    if ((open?.drafts ?? 0) >= MAX_OPEN_DRAFTS) {
      throw new AppError(
        409,
        'CONFLICT',
        `You already have ${MAX_OPEN_DRAFTS} unpublished drafts: publish or delete some before creating another`,
      );
    }
  }

  return {
    find,
    findManaged,
    /** The companies of these jobs as job payloads carry them (one query). */
    companiesOf: (rows: readonly Pick<JobRow, 'companyId'>[], publicBase: string) =>
      jobCompaniesByIds(
        db,
        rows.map((row) => row.companyId),
        publicBase,
      ),
    /** Whether `userId` may manage the job: its owner or a member of its company. */
    canManage: (userId: string, job: JobRow): Promise<boolean> => canManageJob(db, userId, job),
    /** Whether the job's owner confirmed their e-mail (the "verified employer" mark of one job). */
    isOwnerEmailVerified: (ownerId: string): Promise<boolean> => isOwnerEmailVerified(db, ownerId),
    verifiedOwners: (ownerIds: readonly string[]): Promise<Set<string>> => verifiedOwners(db, ownerIds),

    async create(ownerId: string, input: TCreateJobRequest): Promise<JobRow> {
      await assertDraftRoom(ownerId);
      const { companyId, answerWithinDays, applyBy, questions, internship, ...fields } = input;
      const company = companyId ? await companyToPostFor(db, ownerId, companyId) : null;
      const companyName = company?.name ?? fields.companyName;
      if (companyName === undefined) {
        throw validationError('companyName', COMPANY_NAME_RULE.code, COMPANY_NAME_RULE.message);
      }
      const [job] = await db
        .insert(jobs)
        .values({
          ...fields,
          ...pipelineColumns({ answerWithinDays, applyBy, questions }, null),
          companyName,
          companyId: company?.id ?? null,
          ...categoryColumns(input.category, input.categoryOther),
          language: jobLanguage(input),
          ownerId,
          noSpecialRequirements: input.noSpecialRequirements ?? false,
          experience: input.experience ?? 'none',
          internship: internship ? internshipFacts(internship) : null,
        })
        .returning();
      if (!job) throw new Error('insert returned no job');
      return job;
    },

    async update(userId: string, id: string, patch: TUpdateJobRequest): Promise<JobRow> {
      const job = await findManaged(userId, id);
      if (job.status === 'blocked')
        throw forbidden('This job was blocked by moderation and cannot be edited');
      const company =
        patch.companyId === undefined
          ? undefined
          : patch.companyId === null
            ? null
            : await companyToPostFor(db, userId, patch.companyId);
      const edited = await applyJobEdit(db, job, patch, company);
      events.publish(...publicListChange(job, edited));
      return edited;
    },

    /**
     * Publishes a job on a verified, unused payment of at least the price: status active, published,
     * a fresh publication date. An already active job is a harmless no-op; relisting needs a new payment.
     */
    async publish(
      userId: string,
      id: string,
      price: PublicationPrice,
    ): Promise<{ job: JobRow; changed: boolean }> {
      const result = await db.transaction(async (tx) => {
        const job = await loadJobForUpdate(tx, id);
        await assertCanManageJob(tx, userId, job);
        if (job.status === 'active') return { job, changed: false };
        if (job.status === 'blocked')
          throw forbidden('This job was blocked by moderation and cannot be published');
        if (!(await consumePaymentForPublication(tx, id, price))) {
          throw new AppError(402, 'PAYMENT_REQUIRED', 'Pay the posting fee to publish this job');
        }
        const [published] = await tx
          .update(jobs)
          .set({
            status: 'active',
            published: true,
            closedReason: null,
            publishedAt: sql`now()`,
            expiresAt: sql`now() + make_interval(days => ${listingDays})`,
            expiryRemindedAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(jobs.id, id))
          .returning();
        if (!published) throw jobNotFound();
        return { job: published, changed: true };
      });
      if (result.changed) events.publish(...publicListChange(null, result.job));
      return result;
    },

    async close(
      userId: string,
      id: string,
      reason: 'filled' | 'owner',
    ): Promise<{ job: JobRow; changed: boolean }> {
      const job = await findManaged(userId, id);
      if (job.status === 'closed') return { job, changed: false };
      if (job.status !== 'active') {
        throw new AppError(409, 'CONFLICT', 'Only a published job can be closed');
      }
      const [closed] = await db
        .update(jobs)
        .set({ status: 'closed', closedReason: reason, published: false, updatedAt: sql`now()` })
        .where(eq(jobs.id, id))
        .returning();
      if (!closed) throw jobNotFound();
      events.publish(...publicListChange(job, closed));
      return { job: closed, changed: true };
    },

    /** Deletes the job and, by cascade, everything that hangs on it, at once; gives what it was. */
    async remove(userId: string, id: string): Promise<JobRow> {
      const removed = await db.transaction(async (tx) => {
        const job = await loadJobForUpdate(tx, id);
        await assertCanManageJob(tx, userId, job);
        await deleteJob(tx, id);
        return job;
      });
      events.publish(...publicListChange(removed, null));
      return removed;
    },

    /**
     * A draft copy of a job for someone on its team, who owns the copy: the words, terms and questions,
     * not its applications, payments, views, publication or last day to apply (DESIGN.md §14.2).
     */
    async duplicate(userId: string, id: string): Promise<JobRow> {
      const source = await loadManagedJob(db, userId, id);
      await assertDraftRoom(userId);
      const [copy] = await db
        .insert(jobs)
        .values({
          ownerId: userId,
          title: source.title,
          description: source.description,
          salary: source.salary,
          salaryMax: source.salaryMax,
          salaryCurrency: source.salaryCurrency,
          paymentFrequency: source.paymentFrequency,
          salaryPeriod: source.salaryPeriod,
          monthlySalary: source.monthlySalary,
          address: source.address,
          lat: source.lat,
          lng: source.lng,
          companyName: source.companyName,
          companyId: source.companyId,
          companyType: source.companyType,
          industry: source.industry,
          category: source.category,
          categoryOther: source.categoryOther,
          categoryTerms: source.categoryTerms,
          schedule: source.schedule,
          employmentType: source.employmentType,
          daysPerWeek: source.daysPerWeek,
          hoursPerDay: source.hoursPerDay,
          benefits: source.benefits,
          requirements: source.requirements,
          noSpecialRequirements: source.noSpecialRequirements,
          experience: source.experience,
          internship: source.internship,
          language: source.language,
          answerWithinDays: source.answerWithinDays,
          questions: source.questions,
        })
        .returning();
      if (!copy) throw new Error('insert returned no job');
      return copy;
    },

    /** Views and applications per day for the job's team. */
    async stats(userId: string, id: string, days: number): Promise<TJobStatsResponse> {
      await loadManagedJob(db, userId, id);
      return jobStats(db, id, days);
    },

    /** Every job the account owns, in every status (its data export). */
    listOwned(ownerId: string): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.ownerId, ownerId))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
    },

    /** The jobs the caller may manage: their own and those of their companies. */
    listManaged(userId: string): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(managedJobCondition(userId))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
    },

    /** Which of these jobs the viewer opened before: a view of theirs is kept (by the key's job prefix). */
    async seenBy(viewerId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await seenAmong.execute({ viewerId, ids: [...new Set(ids)] });
      return new Set(rows.map((row) => row.jobId));
    },

    /** Recommendations for a seeker (DESIGN.md §14.3). */
    recommended: (userId: string, limit: number) => recommendJobs(db, userId, limit),

    /**
     * The job card: someone else's job that is not active does not exist for the viewer, except a
     * closed (also expired) one for a person tied to it — who applied, keeps it as a favourite or
     * chats about it — so they learn it closed instead of reading "not found" (issue 27). A blocked
     * job stays hidden from them too: moderation took its text down. A view counts once per viewer
     * per day, only on an active job, and never the owner's.
     */
    async view(viewerId: string, id: string, isTiedTo: (job: JobRow) => Promise<boolean>): Promise<JobRow> {
      const job = await loadJob(db, id);
      const manages = await canManageJob(db, viewerId, job);
      if (!manages && job.status !== 'active') {
        if (job.status === 'closed' && (await isTiedTo(job))) return job;
        throw jobNotFound();
      }
      if (manages) return job;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(jobViews)
          .values({ jobId: id, viewerId, day: sql`current_date` })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return job;
        const [counted] = await tx
          .update(jobs)
          .set({ views: sql`${jobs.views} + 1` })
          .where(and(eq(jobs.id, id)))
          .returning();
        return counted ?? job;
      });
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
