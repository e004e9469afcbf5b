import { and, asc, count, eq } from 'drizzle-orm';
import { FAVORITES_MAX } from '@debut/contract/favorites';
import type { Db } from '../../db/client.ts';
import { favorites, type JobRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { findJob, jobNotFound, jobsByIds } from '../jobs/queries.ts';

export interface FavoriteEntry {
  jobId: string;
  createdAt: Date;
  job: JobRow | null;
}

/** A job the person may see: active, or their own in any status. */
export const visibleTo = (userId: string, job: JobRow) => job.status === 'active' || job.ownerId === userId;

export function createFavoritesService(db: Db) {
  async function ids(userId: string): Promise<string[]> {
    const rows = await db
      .select({ jobId: favorites.jobId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt), asc(favorites.jobId));
    return rows.map((row) => row.jobId);
  }

  async function isFavorite(userId: string, jobId: string): Promise<boolean> {
    const [row] = await db
      .select({ jobId: favorites.jobId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)));
    return row !== undefined;
  }

  return {
    ids,
    isFavorite,

    /**
     * Every favourite, oldest first, with its job as it is now (null once the job is deleted): at most
     * FAVORITES_MAX rows, whose jobs come in one more query by primary key.
     */
    async list(userId: string): Promise<FavoriteEntry[]> {
      const rows = await db
        .select({ jobId: favorites.jobId, createdAt: favorites.createdAt })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt), asc(favorites.jobId));
      const jobs = await jobsByIds(
        db,
        rows.map((row) => row.jobId),
      );
      return rows.map((row) => ({ ...row, job: jobs.get(row.jobId) ?? null }));
    },

    /** Adds a job the person can see; adding it again changes nothing. */
    async add(userId: string, jobId: string): Promise<string[]> {
      const job = await findJob(db, jobId);
      if (!job || !visibleTo(userId, job)) throw jobNotFound();
      const [kept] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      if ((kept?.n ?? 0) >= FAVORITES_MAX && !(await isFavorite(userId, jobId))) {
        throw new AppError(409, 'CONFLICT', `You can keep up to ${FAVORITES_MAX} favourites`);
      }
      await db.insert(favorites).values({ userId, jobId }).onConflictDoNothing();
      return ids(userId);
    },

    /** Removes it (also a job that no longer exists); removing an absent one changes nothing. */
    async remove(userId: string, jobId: string): Promise<string[]> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)));
      return ids(userId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
