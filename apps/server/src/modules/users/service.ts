import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, jobs, reports, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { revokeAllSessions, type UserRow } from '../auth/sessions.ts';
import { deleteSupportRequestsByEmail } from '../support/service.ts';

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
     * Gives the ids of the vacancies that were live and of the sessions it ended.
     */
    async deleteAccount(userId: string): Promise<{ liveJobIds: string[]; endedSessions: string[] }> {
      return db.transaction(async (tx) => {
        // Its live vacancies leave the public list with it: the caller tells open lists.
        const live = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.ownerId, userId), eq(jobs.status, 'active')));
        // Support requests sent signed in go by cascade; those sent signed out with the account's
        // e-mail are the same person's words and go too (decision 015).
        const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (account) await deleteSupportRequestsByEmail(tx, account.email);
        // Deleted first, rather than by the cascade, to learn which sockets to close.
        const endedSessions = await revokeAllSessions(tx, userId);
        // Moderation history keeps what was done and when, not to whom: the entries about this account
        // get one random stand-in id and label, so they still read as one (unknown) account.
        await tx
          .update(auditLog)
          .set({ targetId: randomUUID(), targetLabel: `deleted account #${randomBytes(4).toString('hex')}` })
          .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
        // Their words go with them unless a moderator already acted on them; the link goes in any case
        // (reporter_id is SET NULL).
        await tx
          .update(reports)
          .set({ text: null })
          .where(and(eq(reports.reporterId, userId), isNull(reports.resolvedAt)));
        // The search vocabulary (migration 0003) keeps every word of every title and company: the words
        // only this account's vacancies used (a name in a title) leave with them.
        const words = sql`unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || company_name || ' ' || category_terms)))`;
        const owned = (await tx.execute(
          sql`select coalesce(array_agg(distinct w), '{}') as words from jobs, ${words} as w where owner_id = ${userId}`,
        )) as unknown as { rows: { words: string[] }[] };
        const ownWords = owned.rows[0]?.words ?? [];
        await tx.delete(users).where(eq(users.id, userId));
        if (ownWords.length > 0) {
          const list = sql`array[${sql.join(
            ownWords.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]`;
          // A word another job still has stays; the full-text index answers that per word, where
          // re-reading every job's text would take minutes at a million jobs.
          await tx.execute(sql`
            delete from search_words sw where sw.word = any(${list})
              and not exists (
                select 1 from jobs j where j.search @@ to_tsquery('simple', quote_literal(sw.word))
              )`);
        }
        return { liveJobIds: live.map((job) => job.id), endedSessions };
      });
    },
  };
}
