import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZEmail } from './auth.ts';
import { LANGUAGES } from './constants.ts';

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_ANSWER_MAX = 5000;
/** Requests per hour, per client and per e-mail address (decision 015). */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

/**
 * `POST /support`: the contact form, signed in or not. `email` is where the answer goes; `language`
 * is the reader's interface language, so the answer mail is written in it.
 */
export const ZSupportRequestCreate = z.object({
  email: ZEmail,
  subject: ZText.trim().min(3).max(SUPPORT_SUBJECT_MAX),
  message: ZText.trim().min(10).max(SUPPORT_MESSAGE_MAX),
  language: z.enum(LANGUAGES).optional(),
});
export type TSupportRequestCreate = z.infer<typeof ZSupportRequestCreate>;

/** What the sender gets back: a receipt, not the stored request (the form is open to anyone). */
export const ZSupportReceipt = z.object({
  request: z.object({ _id: z.string(), id: z.string(), createdAt: z.string() }),
});
export type TSupportReceipt = z.infer<typeof ZSupportReceipt>;

/** A support request as the admins' queue shows it. */
export const ZSupportRequest = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  /** The account that sent it while signed in; null when sent signed out. */
  user: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Null while open, or once the answering admin's account is gone. */
  answeredBy: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  answer: z.string().nullable(),
});
z.globalRegistry.add(ZSupportRequest, { id: 'SupportRequest' });
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

/** `GET /admin/support`: open requests first (oldest first), then answered ones (newest first). */
export const ZSupportQueueQuery = z.object({ status: z.enum(['open', 'answered']).default('open') });
export type TSupportQueueQuery = z.infer<typeof ZSupportQueueQuery>;
export const ZSupportQueueResponse = z.object({ items: z.array(ZSupportRequest) });
export type TSupportQueueResponse = z.infer<typeof ZSupportQueueResponse>;

export const ZSupportRequestParams = z.object({ id: z.uuid() });

/** `POST /admin/support/{id}/answer`: the answer, mailed to the requester. */
export const ZSupportAnswerRequest = z.object({ answer: ZText.trim().min(1).max(SUPPORT_ANSWER_MAX) });
export type TSupportAnswerRequest = z.infer<typeof ZSupportAnswerRequest>;
export const ZSupportRequestResponse = z.object({ request: ZSupportRequest });
export type TSupportRequestResponse = z.infer<typeof ZSupportRequestResponse>;

/** A support request as its sender finds it in the data export. */
export const ZExportedSupportRequest = z.object({
  _id: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  answer: z.string().nullable(),
});
export type TExportedSupportRequest = z.infer<typeof ZExportedSupportRequest>;
