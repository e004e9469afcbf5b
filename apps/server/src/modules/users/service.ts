import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
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
     */
    async deleteAccount(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
