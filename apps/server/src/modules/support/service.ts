import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSupportRequestCreate } from '@debut/contract/support';
import type { Db, Tx } from '../../db/client.ts';
import { supportRequests, users, type SupportRow, type UserRow } from '../../db/schema.ts';
import type { SupportView } from '../../domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { audit, forgetSupportAnswerLabels } from '../moderation/audit.ts';
import { supportAnswerMailOf } from './answer-mail.ts';
import { inBatches, PURGE_BATCH } from '../../platform/batches.ts';
import type { DomainEvents } from '../../domain-events.ts';

/** What decides which signed-out requests an account may claim as its own. */
export type SenderAccount = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>;

const signedOutFrom = (email: string) =>
  and(isNull(supportRequests.userId), eq(supportRequests.email, email));

/** A request with the people around it, as the admins' queue shows it. */
export type { SupportView };

const requestNotFound = () => new AppError(404, 'NOT_FOUND', 'Support request not found');
export const alreadyAnswered = () =>
  new AppError(409, 'CONFLICT', 'This support request has already been answered');

const answerer = alias(users, 'answerer');

/** The contact form's requests: stored, queued for admins, answered once (decision 015). */
export function createSupportService(db: Db, events: DomainEvents) {
  function selectViews(on: Db | Tx = db) {
    return on
      .select({
        request: supportRequests,
        sender: { id: users.id, displayName: users.displayName, language: users.language },
        answerer: { id: answerer.id, displayName: answerer.displayName },
      })
      .from(supportRequests)
      .leftJoin(users, eq(users.id, supportRequests.userId))
      .leftJoin(answerer, eq(answerer.id, supportRequests.answeredBy));
  }

  async function view(id: string, on: Db | Tx = db): Promise<SupportView> {
    const [row] = await selectViews(on).where(eq(supportRequests.id, id));
    if (!row) throw requestNotFound();
    return row;
  }

  return {
    /** Stores a request; `userId` links it to the signed-in sender. */
    async create(userId: string | null, input: TSupportRequestCreate): Promise<SupportRow> {
      const [row] = await db
        .insert(supportRequests)
        .values({
          userId,
          email: input.email,
          language: input.language ?? null,
          subject: input.subject,
          message: input.message,
        })
        .returning();
      if (!row) throw new Error('support request not stored');
      return row;
    },

    /** Open requests oldest first (answer in turn), or answered ones newest first. */
    list(status: 'open' | 'answered'): Promise<SupportView[]> {
      return status === 'open'
        ? selectViews()
            .where(isNull(supportRequests.answeredAt))
            .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id))
            .limit(200)
        : selectViews()
            .where(isNotNull(supportRequests.answeredAt))
            .orderBy(desc(supportRequests.answeredAt), desc(supportRequests.id))
            .limit(200);
    },

    /**
     * Marks a request answered by `adminId` and audits it, in one transaction; the row is locked so
     * two admins answering at once send one answer, and the second gets 409.
     */
    async answer(adminId: string, id: string, answer: string): Promise<SupportView> {
      const answered = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
        if (!row) throw requestNotFound();
        if (row.answeredAt) throw alreadyAnswered();
        await tx
          .update(supportRequests)
          .set({ answeredAt: sql`now()`, answeredBy: adminId, answer })
          .where(eq(supportRequests.id, id));
        await audit(
          tx,
          adminId,
          'support.answer',
          { type: 'support_request', id, label: `${row.subject} (${row.email})` },
          null,
        );
        const done = await view(id, tx);
        // The answer's mail is written with the answer: a crash after the commit loses neither.
        await enqueueMail(tx, {
          key: `support-answer:${id}`,
          userId: row.userId,
          message: supportAnswerMailOf(done),
        });
        return done;
      });
      events.publish({ type: 'support.answered', request: answered });
      return answered;
    },

    /**
     * Requests with no account behind them are kept three years from receipt (privacy policy 4.6);
     * the daily task removes older ones. Those of an account go with the account.
     */
    purgeExpired(on: Db = db): Promise<number> {
      return inBatches(PURGE_BATCH, async (size) => {
        const old = on
          .select({ id: supportRequests.id })
          .from(supportRequests)
          .where(
            and(
              isNull(supportRequests.userId),
              sql`${supportRequests.createdAt} < now() - interval '3 years'`,
            ),
          )
          .limit(size);
        const removed = await on
          .delete(supportRequests)
          .where(inArray(supportRequests.id, old))
          .returning({ id: supportRequests.id });
        await forgetSupportAnswerLabels(
          on,
          removed.map((row) => row.id),
        );
        return removed.length;
      });
    },

    /**
     * The requests a person sent: signed in from the account, or signed out with its e-mail once the
     * account has confirmed that address. Typing an address into a form proves nothing, so an
     * unconfirmed account claims only what it sent signed in (issue 27, item 1).
     */
    listOf(account: SenderAccount): Promise<SupportRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(
          account.emailVerifiedAt
            ? or(eq(supportRequests.userId, account.id), signedOutFrom(account.email))
            : eq(supportRequests.userId, account.id),
        )
        .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id));
    },
  };
}

/**
 * Within an account deletion: removes the requests the account sent signed in, and those sent signed
 * out with its e-mail when the account confirmed that address (otherwise they may be the real owner's,
 * and stay). The audit entries of their answers keep that a request was answered and when, not its
 * subject nor its address.
 */
export async function forgetSupportRequestsOf(tx: Tx, account: SenderAccount): Promise<void> {
  const removed = await tx
    .delete(supportRequests)
    .where(
      account.emailVerifiedAt
        ? or(eq(supportRequests.userId, account.id), signedOutFrom(account.email))
        : eq(supportRequests.userId, account.id),
    )
    .returning({ id: supportRequests.id });
  await forgetSupportAnswerLabels(
    tx,
    removed.map((row) => row.id),
  );
}
export type SupportService = ReturnType<typeof createSupportService>;
