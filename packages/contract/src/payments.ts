import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZJobStatus, ZJobWarning } from './jobs.ts';

/** A verified payment as its owner sees it (DESIGN.md §4). */
/** YooMoney's quickpay form: the donation page of the real provider (DESIGN.md §7). */
export const YOOMONEY_QUICKPAY_URL = 'https://yoomoney.ru/quickpay/confirm';

export const ZPayment = z.object({
  _id: z.string(),
  provider: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  currency: z.string(),
  payerEmail: z.string().nullable(),
  jobId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string(),
  usedForPublicationAt: z.string().nullable(),
});
z.globalRegistry.add(ZPayment, { id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentListResponse = z.object({ items: z.array(ZPayment) });
export type TPaymentListResponse = z.infer<typeof ZPaymentListResponse>;

export const ZPaymentProviderParams = z.object({ provider: z.enum(['sandbox', 'yoomoney']) });

/** `POST /payments/notifications/{provider}`: the provider's own form fields, and the answer it wants. */
export const ZPaymentNotification = z.record(ZText, ZText).describe("The provider's own notification fields");
export const ZPaymentNotificationAnswer = z.literal('OK');

/** The fields the sandbox donation page posts, like an aggregator's HTTP notification. */
export const ZSandboxNotification = z.object({
  transaction_id: ZText.min(1).max(100),
  amount: ZText.regex(/^\d+(\.\d{1,2})?$/),
  currency: ZText.regex(/^[A-Z]{3}$/),
  payer_email: ZText.max(254),
  datetime: ZText.min(1).max(40),
  label: ZText.min(1).max(100),
  signature: ZText.min(1).max(200),
});
export type TSandboxNotification = z.infer<typeof ZSandboxNotification>;

/** YooMoney's HTTP notification (form-encoded); extra fields are kept out by the schema. */
export const ZYooMoneyNotification = z.object({
  notification_type: ZText,
  operation_id: ZText.min(1),
  amount: ZText,
  withdraw_amount: ZText.optional(),
  currency: ZText,
  datetime: ZText,
  sender: ZText.optional().default(''),
  codepro: ZText,
  label: ZText.optional().default(''),
  sha1_hash: ZText,
  unaccepted: ZText.optional(),
  email: ZText.optional(),
});
export type TYooMoneyNotification = z.infer<typeof ZYooMoneyNotification>;

/** `POST /bot/check-job`: an `_id` or a human job number. */
export const ZCheckJobRequest = z.object({ jobId: z.union([ZText.trim().min(1).max(100), z.number()]) });
export type TCheckJobRequest = z.infer<typeof ZCheckJobRequest>;
export const ZCheckJobResponse = z.object({
  job: z.object({
    _id: z.string(),
    number: z.number(),
    status: ZJobStatus,
    published: z.boolean(),
    title: z.string().optional(),
    /**
     * Whether the caller owns the job (false for anonymous callers): only the owner can open or
     * activate a job that is not live, so the helper offers those actions to the owner alone.
     */
    isOwner: z.boolean(),
    /** What may be wrong with the job (DESIGN.md §14.3), told to its owner alone. */
    warnings: z.array(ZJobWarning).optional(),
  }),
});
export type TCheckJobResponse = z.infer<typeof ZCheckJobResponse>;
