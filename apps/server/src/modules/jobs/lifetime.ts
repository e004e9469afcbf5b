import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { jobs, users } from '../../db/schema.ts';
import { expiryReminderMail } from '../../mail/listing-mail.ts';

/**
 * The listing lifetime (issue 8), run by the scheduler on every node: live jobs past their end close
 * as expired, and owners whose listing ends within the reminder window get one e-mail. Each step is
 * one conditional UPDATE … RETURNING, so two nodes running it at once never close or remind twice.
 */
export async function runListingLifetime(ctx: AppContext): Promise<{ expired: number; reminded: number }> {
  const expired = await ctx.db
    .update(jobs)
    .set({ status: 'closed', closedReason: 'expired', published: false, updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'active'), lte(jobs.expiresAt, sql`now()`)))
    .returning({ id: jobs.id, title: jobs.title, ownerId: jobs.ownerId });
  for (const job of expired) {
    ctx.realtime.publish({ type: 'job.removed', job: { _id: job.id, id: job.id } });
    ctx.realtime.notify(job.ownerId, { type: 'job.expired', job: { _id: job.id, title: job.title } });
  }

  const { reminderDays } = ctx.config.listing;
  if (reminderDays === 0) return { expired: expired.length, reminded: 0 };
  const due = await ctx.db
    .update(jobs)
    .set({ expiryRemindedAt: sql`now()` })
    .where(
      and(
        eq(jobs.status, 'active'),
        isNull(jobs.expiryRemindedAt),
        lte(jobs.expiresAt, sql`now() + make_interval(days => ${reminderDays})`),
      ),
    )
    .returning({
      id: jobs.id,
      title: jobs.title,
      number: jobs.number,
      expiresAt: jobs.expiresAt,
      ownerId: jobs.ownerId,
    });
  const owners = due.length
    ? await ctx.db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          language: users.language,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(due.map((job) => job.ownerId))]))
    : [];
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  for (const job of due) {
    const owner = ownerById.get(job.ownerId);
    if (!owner || !job.expiresAt) continue;
    const daysLeft = Math.max(1, Math.ceil((job.expiresAt.getTime() - Date.now()) / 86_400_000));
    try {
      await ctx.mailer.send(expiryReminderMail(owner, { ...job, expiresAt: job.expiresAt }, daysLeft));
    } catch (error) {
      // Marked reminded already: one lost reminder beats mailing the owner every few minutes.
      ctx.logger.error({ err: error, jobId: job.id }, 'expiry reminder mail failed');
    }
  }
  return { expired: expired.length, reminded: due.length };
}
