import { z } from 'zod';

/** Machine codes of every error the API answers with (DESIGN.md §4). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'BLOCKED',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'ALREADY_APPLIED',
  'ALREADY_REPORTED',
  'CANNOT_BLOCK_SELF',
  'OWN_JOB',
  'PAYMENT_REQUIRED',
  'ALERT_LIMIT',
  'STATUS_CHANGE',
  'ANSWERS_REQUIRED',
  'APPLY_CLOSED',
  'COMPANY_LIMIT',
  'ALREADY_MEMBER',
  'EMAIL_MISMATCH',
  'LAST_OWNER',
  'DOMAIN_MISMATCH',
  'FREE_MAIL_DOMAIN',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'INVALID_SIGNATURE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** One field-level problem; `path` is dotted (`password`, `items.0.title`). */
export const ZErrorDetail = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
// A shape registered with an id is one named schema of the OpenAPI document (components.schemas),
// referenced wherever it is used; the id is metadata only and changes no validation.
z.globalRegistry.add(ZErrorDetail, { id: 'ErrorDetail' });
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

/** The one error shape of the whole API. */
export const ZApiError = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(ZErrorDetail).optional(),
});
z.globalRegistry.add(ZApiError, { id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;

/** Detail codes the server adds beyond zod's own issue codes. */
export const DETAIL_CODES = {
  passwordTooCommon: 'password_too_common',
  currentPasswordWrong: 'current_password_wrong',
} as const;
