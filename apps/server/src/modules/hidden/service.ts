import { and, count, desc, eq, sql } from 'drizzle-orm';
import { HIDDEN_MAX, type THiddenKind, type THiddenList } from '@debut/contract/hidden';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, hiddenItems, jobs } from '../../db/schema.ts';
import { isLiveJob, liveJob } from '../../db/live-job.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createNodeCache } from '../../platform/node-cache.ts';
import { canManageJob } from '../companies/job-access.ts';
import { findJob, jobNotFound } from '../jobs/queries.ts';
import { hiddenIdsOf, type HiddenIds } from './queries.ts';

const ownHidden = (what: string) => new AppError(400, 'OWN_JOB', `You cannot hide ${what}`);

export interface HiddenCacheOptions {
  /** How long a node trusts a person's hidden ids; every change clears every node's copy sooner. */
  ttlMs: number;
  max: number;
}

/** What a seeker hid from their searches, alerts and recommendations (DESIGN.md §14.3, decision 056). */
export function createHiddenService(db: Db, events: DomainEvents, cacheOptions: HiddenCacheOptions) {
  // Every search reads the searcher's hidden ids; most people hide nothing and change it rarely, so
  // each node keeps them (decision 061) and a change anywhere empties every node's copy.
  const cache = createNodeCache<string, HiddenIds>(cacheOptions);
  events.onAnyNode(['hidden.changed'], () => cache.clear());
  const changed = (userId: string) => events.publish({ type: 'hidden.changed', userId });

  async function list(userId: string): Promise<THiddenList> {
    const rows = await db
      .select()
      .from(hiddenItems)
      .where(eq(hiddenItems.userId, userId))
      .orderBy(desc(hiddenItems.createdAt), desc(hiddenItems.targetId));
    const of = (kind: THiddenKind) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => ({ id: row.targetId, label: row.label, hiddenAt: row.createdAt.toISOString() }));
    return { jobs: of('job'), companies: of('company'), owners: of('owner') };
  }

  /** Keeps one more, unless the person already holds HIDDEN_MAX; hiding it again changes nothing. */
  async function hide(userId: string, kind: THiddenKind, targetId: string, label: string) {
    await db.transaction(async (tx) => {
      // Two hides at once must not both pass the count: the person's row is the lock.
      await tx.execute(sql`select 1 from users where id = ${userId} for update`);
      const [held] = await tx.select({ n: count() }).from(hiddenItems).where(eq(hiddenItems.userId, userId));
      if ((held?.n ?? 0) >= HIDDEN_MAX) {
        const [already] = await tx
          .select({ id: hiddenItems.targetId })
          .from(hiddenItems)
          .where(
            and(
              eq(hiddenItems.userId, userId),
              eq(hiddenItems.kind, kind),
              eq(hiddenItems.targetId, targetId),
            ),
          );
        if (!already) {
          throw new AppError(
            409,
            'CONFLICT',
            `You can hide up to ${HIDDEN_MAX} jobs, companies and employers; show some again first`,
          );
        }
        return;
      }
      await tx.insert(hiddenItems).values({ userId, kind, targetId, label }).onConflictDoNothing();
    });
    changed(userId);
    return list(userId);
  }

  async function show(userId: string, kind: THiddenKind, targetId: string) {
    await db
      .delete(hiddenItems)
      .where(
        and(eq(hiddenItems.userId, userId), eq(hiddenItems.kind, kind), eq(hiddenItems.targetId, targetId)),
      );
    changed(userId);
    return list(userId);
  }

  return {
    list,
    /** The ids a search of theirs leaves out. */
    async idsOf(userId: string): Promise<HiddenIds> {
      const cached = cache.get(userId);
      if (cached) return cached;
      const generation = cache.generation();
      const ids = await hiddenIdsOf(db, userId);
      cache.set(userId, ids, generation);
      return ids;
    },

    /** A live job of someone else: one's own (or one's company's) cannot be hidden. */
    async hideJob(userId: string, jobId: string): Promise<THiddenList> {
      const job = await findJob(db, jobId);
      if (!job || !isLiveJob(job)) throw jobNotFound();
      if (await canManageJob(db, userId, job)) throw ownHidden('your own job');
      return hide(userId, 'job', job.id, job.title);
    },
    showJob: (userId: string, jobId: string) => show(userId, 'job', jobId),

    /** A company the person is not a member of. */
    async hideCompany(userId: string, companyId: string): Promise<THiddenList> {
      const [company] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw notFound('Company not found');
      const [member] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      if (member) throw ownHidden('your own company');
      return hide(userId, 'company', company.id, company.name);
    },
    showCompany: (userId: string, companyId: string) => show(userId, 'company', companyId),

    /**
     * An employer the person can see: someone with a live job, named as that job names its employer.
     * Any other account answers 404, so the route tells nothing about who has an account.
     */
    async hideOwner(userId: string, ownerId: string): Promise<THiddenList> {
      if (ownerId === userId) throw ownHidden('yourself');
      const [newest] = await db
        .select({ companyName: jobs.companyName })
        .from(jobs)
        .where(and(eq(jobs.ownerId, ownerId), liveJob))
        .orderBy(sql`${jobs.publishedAt} desc nulls last`)
        .limit(1);
      if (!newest) throw notFound('Employer not found');
      return hide(userId, 'owner', ownerId, newest.companyName);
    },
    showOwner: (userId: string, ownerId: string) => show(userId, 'owner', ownerId),
  };
}
export type HiddenService = ReturnType<typeof createHiddenService>;
