import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, users, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { deleteAccountRow } from '../auth/account-commands.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { forgetAccountInModeration } from '../moderation/audit.ts';
import { forgetUnusedSearchWords } from '../jobs/commands.ts';
import { jobIdsOfOwner, searchWordsOfOwner } from '../jobs/queries.ts';
import { forgetSupportRequestsOf } from '../support/service.ts';
import { leaveCompaniesOfDeletedAccount } from '../companies/commands.ts';
import { forgetMailsTo } from '../../platform/outbox-mail.ts';
import { forgetResponseFiguresOf } from '../applications/response.ts';
import type { DomainEvents } from '../../domain-events.ts';

/**
 * The ids of an owner's active jobs (live, or held for review): read of jobs for the account's deletion
 * alone, so it lives here (decision 041).
 */
async function activeJobIdsOfOwner(db: Db | Tx, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')));
  return rows.map((row) => row.id);
}

export function createUsersService(db: Db, events: DomainEvents) {
  return {
    async get(id: string): Promise<UserRow> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw notFound('User not found');
      return user;
    },

    /**
     * Deletes the account and everything it owns in one transaction (DESIGN.md §3). Sessions and reset
     * links go by ON DELETE CASCADE; every table added later either cascades from users or is handled here.
     * Gives the ids of the vacancies that were live and of the sessions it ended.
     */
    async deleteAccount(userId: string): Promise<{ liveJobIds: string[]; endedSessions: string[] }> {
      const deleted = await db.transaction(async (tx) => {
        // Its live vacancies leave the public list with it (told after the commit).
        const liveJobIds = await activeJobIdsOfOwner(tx, userId);
        // Support requests sent from the account go, and those sent signed out with its e-mail once it
        // is confirmed as the account's (decision 015; issue 27, item 1).
        const [account] = await tx
          .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId));
        if (account) await forgetSupportRequestsOf(tx, account);
        // Mails waiting for the address go too (the account's own go by the cascade).
        if (account?.emailVerifiedAt) await forgetMailsTo(tx, account.email);
        // Deleted first, rather than by the cascade, to learn which sockets to close.
        const endedSessions = await revokeAllSessions(tx, userId);
        await forgetAccountInModeration(tx, userId, jobIdsOfOwner(tx, userId));
        // Its companies pass to their oldest member, or go when it was their only one (§14.1).
        await leaveCompaniesOfDeletedAccount(tx, userId);
        // The search vocabulary (migration 0003) keeps every word of every title and company: the words
        // only this account's vacancies used (a name in a title) leave with them.
        const ownWords = await searchWordsOfOwner(tx, userId);
        await forgetResponseFiguresOf(tx, userId);
        await deleteAccountRow(tx, userId);
        await forgetUnusedSearchWords(tx, ownWords);
        return { liveJobIds, endedSessions };
      });
      events.publish(
        { type: 'sessions.ended', sessionIds: deleted.endedSessions },
        { type: 'account.changed', userId },
        ...deleted.liveJobIds.map((jobId) => ({ type: 'job.removed' as const, jobId })),
      );
      return deleted;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
