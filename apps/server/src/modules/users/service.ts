import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserRow } from '../auth/sessions.ts';

export function createUsersService(db: Db) {
  return {
    async get(id: string): Promise<UserRow> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw notFound('User not found');
      return user;
    },

    /**
     * Deletes the account and everything it owns in one transaction (DESIGN.md §3). Sessions and reset
     * links go by ON DELETE CASCADE; every table added later either cascades from users or is handled here.
     * Gives the ids of the vacancies that were live.
     */
    async deleteAccount(userId: string): Promise<{ liveJobIds: string[] }> {
      return db.transaction(async (tx) => {
        // Its live vacancies leave the public list with it: the caller tells open lists.
        const live = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.ownerId, userId), eq(jobs.status, 'active')));
        await tx.delete(users).where(eq(users.id, userId));
        return { liveJobIds: live.map((job) => job.id) };
      });
    },
  };
}
