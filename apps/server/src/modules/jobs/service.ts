import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  REQUIREMENTS_RULE,
  requirementsProblem,
  type TCreateJobRequest,
  type TUpdateJobRequest,
} from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';
import { jobs, jobViews } from '../../db/schema.ts';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.ts';
import type { JobRow } from './presenter.ts';
import { consumePaymentForPublication, type PublicationPrice } from '../payments/service.ts';
import { categoryColumns, editedCategoryColumns } from './category.ts';

/** Unpublished drafts one account may hold at once; the rate limit alone would let them grow daily. */
export const MAX_OPEN_DRAFTS = 50;

/** How long a publication stays live unless LISTING_DAYS says otherwise. */
export const DEFAULT_LISTING_DAYS = 30;

export const jobNotFound = () => notFound('Job not found');

/** Only the owner may change a job; the rule lives next to what it protects. */
export function assertOwner(userId: string, job: JobRow): void {
  if (job.ownerId !== userId) throw forbidden('Only the owner of this job can do this');
}

/**
 * Applies a partial edit with the requirements rule checked on the merged result; the caller has
 * decided who may edit (the owner, or a moderator).
 */
export async function applyJobEdit(db: Db, job: JobRow, patch: TUpdateJobRequest): Promise<JobRow> {
  const merged = {
    requirements: patch.requirements === undefined ? job.requirements : patch.requirements,
    noSpecialRequirements: patch.noSpecialRequirements ?? job.noSpecialRequirements,
  };
  if (requirementsProblem(merged)) {
    throw validationError('requirements', REQUIREMENTS_RULE.code, REQUIREMENTS_RULE.message);
  }
  const { category: _category, categoryOther: _categoryOther, ...fields } = patch;
  const [updated] = await db
    .update(jobs)
    .set({ ...fields, ...editedCategoryColumns(job, patch), updatedAt: sql`now()` })
    .where(eq(jobs.id, job.id))
    .returning();
  if (!updated) throw jobNotFound();
  return updated;
}

export function createJobsService(db: Db, listingDays = DEFAULT_LISTING_DAYS) {
  async function find(id: string): Promise<JobRow | undefined> {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  }

  async function findOwned(userId: string, id: string): Promise<JobRow> {
    const job = await find(id);
    if (!job) throw jobNotFound();
    assertOwner(userId, job);
    return job;
  }

  return {
    find,
    findOwned,

    async create(ownerId: string, input: TCreateJobRequest): Promise<JobRow> {
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
      const [job] = await db
        .insert(jobs)
        .values({
          ...input,
          ...categoryColumns(input.category, input.categoryOther),
          ownerId,
          noSpecialRequirements: input.noSpecialRequirements ?? false,
        })
        .returning();
      if (!job) throw new Error('insert returned no job');
      return job;
    },

    async update(userId: string, id: string, patch: TUpdateJobRequest): Promise<JobRow> {
      const job = await findOwned(userId, id);
      if (job.status === 'blocked')
        throw forbidden('This job was blocked by moderation and cannot be edited');
      return applyJobEdit(db, job, patch);
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
      return db.transaction(async (tx) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!job) throw jobNotFound();
        assertOwner(userId, job);
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
    },

    async close(
      userId: string,
      id: string,
      reason: 'filled' | 'owner',
    ): Promise<{ job: JobRow; changed: boolean }> {
      const job = await findOwned(userId, id);
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
      return { job: closed, changed: true };
    },

    /** Deletes the job and, by cascade, everything that hangs on it, at once; gives what it was. */
    async remove(userId: string, id: string): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!job) throw jobNotFound();
        assertOwner(userId, job);
        await tx.delete(jobs).where(eq(jobs.id, id));
        return job;
      });
    },

    listOwned(ownerId: string): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.ownerId, ownerId))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
    },

    /**
     * The job card: someone else's job that is not active does not exist for the viewer. A view counts
     * once per viewer per day and never the owner's.
     */
    async view(viewerId: string, id: string): Promise<JobRow> {
      const job = await find(id);
      if (!job) throw jobNotFound();
      const isOwner = job.ownerId === viewerId;
      if (!isOwner && job.status !== 'active') throw jobNotFound();
      if (isOwner) return job;
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
