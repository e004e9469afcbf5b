import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobs, users } from '../../db/schema.ts';
import { expiryReminderMail } from '../../mail/listing-mail.ts';
import { inBatches } from '../../platform/batches.ts';
import { enqueueMail, type OwedMail } from '../../platform/outbox-mail.ts';

/** Jobs one statement closes or marks reminded: a short statement whatever the table's size. */
export const LIFETIME_BATCH = 500;

/**
 * The listing lifetime (issue 8), run by the scheduler on every node: live jobs past their end close
 * as expired, and owners whose listing ends within the reminder window get one e-mail. Each batch is
 * one conditional UPDATE … RETURNING over at most `batch` jobs found through `jobs_expiry_idx`, so
 * two nodes running it at once never close or remind twice, and a million due jobs (after a bulk
 * import) are worked through in short statements instead of one that outlives its timeout (issue 21).
 */
export async function runListingLifetime(
  ctx: AppContext,
  db: Db = ctx.db,
  batch = LIFETIME_BATCH,
): Promise<{ expired: number; reminded: number }> {
  const expired = await inBatches(batch, async (size) => {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), lte(jobs.expiresAt, sql`now()`)))
      .orderBy(asc(jobs.expiresAt))
      .limit(size)
      .for('update', { skipLocked: true });
    const closed = await db
      .update(jobs)
      .set({ status: 'closed', closedReason: 'expired', published: false, updatedAt: sql`now()` })
      .where(and(inArray(jobs.id, due), eq(jobs.status, 'active')))
      .returning({ id: jobs.id, title: jobs.title, ownerId: jobs.ownerId, companyId: jobs.companyId });
    for (const job of closed)
      ctx.events.publish({ type: 'job.removed', jobId: job.id }, { type: 'job.expired', job });
    return closed.length;
  });

  const { reminderDays } = ctx.config.listing;
  if (reminderDays === 0) return { expired, reminded: 0 };
  // Each batch marks its jobs reminded and writes their mails in one transaction: a crash loses no
  // reminder and sends none twice.
  const reminded = await inBatches(batch, (size) =>
    db.transaction(async (tx) => {
      const due = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'active'),
            lte(jobs.expiresAt, sql`now() + make_interval(days => ${reminderDays})`),
            isNull(jobs.expiryRemindedAt),
          ),
        )
        .orderBy(asc(jobs.expiresAt))
        .limit(size)
        .for('update', { skipLocked: true });
      const marked = await tx
        .update(jobs)
        .set({ expiryRemindedAt: sql`now()` })
        .where(and(inArray(jobs.id, due), isNull(jobs.expiryRemindedAt)))
        .returning({
          id: jobs.id,
          title: jobs.title,
          number: jobs.number,
          expiresAt: jobs.expiresAt,
          publishedAt: jobs.publishedAt,
          ownerId: jobs.ownerId,
        });
      await enqueueMail(tx as unknown as Db, ...(await reminderMails(tx as unknown as Db, marked)));
      return marked.length;
    }),
  );
  return { expired, reminded };
}

interface DueJob {
  id: string;
  title: string;
  number: number;
  expiresAt: Date | null;
  publishedAt: Date | null;
  ownerId: string;
}

async function reminderMails(db: Db, due: DueJob[]): Promise<OwedMail[]> {
  if (due.length === 0) return [];
  const owners = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(due.map((job) => job.ownerId))]));
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return due.flatMap((job) => {
    const owner = ownerById.get(job.ownerId);
    if (!owner || !job.expiresAt) return [];
    const daysLeft = Math.max(1, Math.ceil((job.expiresAt.getTime() - Date.now()) / 86_400_000));
    return [
      {
        // One reminder per publication.
        key: `expiry-reminder:${job.id}:${job.publishedAt?.toISOString() ?? ''}`,
        userId: owner.id,
        message: expiryReminderMail(owner, { ...job, expiresAt: job.expiresAt }, daysLeft),
      },
    ];
  });
}
