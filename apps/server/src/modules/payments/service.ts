import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TPayment } from '@debut/contract/payments';
import type { Db, Tx } from '../../db/client.ts';
import { payments, type PaymentRow } from '../../db/schema.ts';
import { inBatches, PURGE_BATCH } from '../../platform/batches.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import { findJobBrief } from '../jobs/queries.ts';
import { managedJobIds } from '../companies/job-access.ts';
import type { PaymentProvider, VerifiedPayment } from './providers/provider.ts';
import type { DonationJob } from './sandbox-page.ts';
import type { DomainEvents } from '../../domain-events.ts';
import type { Config } from '../../platform/config.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentPayment(row: PaymentRow): TPayment {
  return {
    _id: row.id,
    provider: row.provider,
    transactionId: row.transactionId,
    amount: row.amount,
    currency: row.currency,
    payerEmail: row.payerEmail,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt.toISOString(),
    usedForPublicationAt: row.usedForPublicationAt?.toISOString() ?? null,
  };
}

/** The key that signs the sandbox's test payments, shared by every node through the database. */
const SANDBOX_SECRET_NAME = 'sandbox-payments';

export function createPaymentsService(db: Db, events: DomainEvents) {
  return {
    /** The sandbox provider's signing key (made on first use). */
    sandboxSecret: (): Promise<Buffer> => getOrCreateSecret(db, SANDBOX_SECRET_NAME),

    /**
     * Stores a verified payment once, however many times its notification arrives. It belongs to
     * the job named by its label and to that job's owner; a label naming no job is still recorded.
     */
    async record(provider: PaymentProvider['name'], payment: VerifiedPayment): Promise<void> {
      const found = UUID.test(payment.label) ? await findJobBrief(db, { id: payment.label }) : undefined;
      const job = found && {
        id: found.id,
        ownerId: found.ownerId,
        title: found.title,
        companyId: found.companyId,
      };
      const inserted = await db
        .insert(payments)
        .values({
          provider,
          transactionId: payment.transactionId,
          jobId: job?.id ?? null,
          userId: job?.ownerId ?? null,
          amount: payment.amount,
          currency: payment.currency,
          payerEmail: payment.payerEmail,
          paidAt: payment.paidAt,
        })
        .onConflictDoNothing({ target: [payments.provider, payments.transactionId] })
        .returning({ id: payments.id });
      // A provider repeats its notification until answered: only the first one is news.
      if (job && inserted.length > 0) events.publish({ type: 'payment.received', job });
    },

    /**
     * The job a donation page names (`label` is its id): number and title, or null when there is no
     * such job. The label is the unguessable id the owner's payment link carries, never the number.
     * `paid` says a payment that covers `price` already waits for its publication; `payments` counts
     * what the job has received so far, which keys the sandbox's transaction id (see sandbox-page.ts).
     */
    async donationJob(label: string, price: PublicationPrice): Promise<DonationJob | null> {
      if (!UUID.test(label)) return null;
      const job = await findJobBrief(db, { id: label });
      if (!job) return null;
      const [received] = await db
        .select({ payments: count() })
        .from(payments)
        .where(eq(payments.jobId, job.id));
      const [waiting] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(unusedPaymentCovering(job.id, price))
        .limit(1);
      return {
        number: job.number,
        title: job.title,
        paid: waiting !== undefined,
        payments: received?.payments ?? 0,
      };
    },

    /** The account's own payments (its data export). */
    listOwn(userId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
    },

    /** The caller's payments and those of every job they manage (`canManageJob`). */
    listMine(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(or(eq(payments.userId, userId), inArray(payments.jobId, managedJobIds(db, userId))))
        .orderBy(desc(payments.createdAt));
    },

    /** Payments older than five years are removed (privacy policy). */
    purgeExpired(on: Db = db): Promise<number> {
      return inBatches(PURGE_BATCH, async (size) => {
        const old = on
          .select({ id: payments.id })
          .from(payments)
          .where(lt(payments.createdAt, sql`now() - interval '5 years'`))
          .limit(size);
        const removed = await on
          .delete(payments)
          .where(inArray(payments.id, old))
          .returning({ id: payments.id });
        return removed.length;
      });
    },
  };
}

/** The price as the payment must cover it, with what YooMoney may keep of it (its fee) allowed for. */
export interface PublicationPrice {
  amount: number;
  currency: string;
  /** The least signed YooMoney amount that pays the price: the price less YOOMONEY_FEE_PERCENT. */
  yoomoneyMinimum: number;
}

/** The publication price the configuration sets, in roubles. */
export function publicationPrice(config: Pick<Config, 'price' | 'payment'>): PublicationPrice {
  return {
    amount: config.price.rub,
    currency: 'RUB',
    yoomoneyMinimum: acceptedMinimum(config.price.rub, config.payment.yoomoneyFeePercent),
  };
}

/** The price less a fee of `feePercent`, in whole kopecks rounded down (the payer's favour). */
export function acceptedMinimum(price: number, feePercent: number): number {
  return Math.floor(Math.round(price * (100 - feePercent) * 100) / 100) / 100;
}

/** A verified payment for the job, of at least the price, that no publication has used yet. */
function unusedPaymentCovering(jobId: string, price: PublicationPrice) {
  return and(
    eq(payments.jobId, jobId),
    isNull(payments.usedForPublicationAt),
    eq(payments.currency, price.currency),
    or(
      and(eq(payments.provider, 'yoomoney'), gte(payments.amount, price.yoomoneyMinimum)),
      and(ne(payments.provider, 'yoomoney'), gte(payments.amount, price.amount)),
    ),
  );
}

/**
 * Marks the oldest unused verified payment of at least the price for this job as used by this
 * publication. Runs inside the publishing transaction, so a payment pays for one publication only.
 */
export async function consumePaymentForPublication(
  tx: Tx,
  jobId: string,
  price: PublicationPrice,
): Promise<boolean> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(unusedPaymentCovering(jobId, price))
    .orderBy(asc(payments.paidAt))
    .limit(1)
    .for('update');
  if (!payment) return false;
  await tx
    .update(payments)
    .set({ usedForPublicationAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  return true;
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
