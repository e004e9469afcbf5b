import { z } from 'zod';
import { MODERATION_REASON_MAX } from '@debut/contract/moderation';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** Every moderation action says why: required, at most MODERATION_REASON_MAX characters. */
export const ZReasonForm = z.object({
  reason: z.string().trim().min(1, FORM_MESSAGES.required).max(MODERATION_REASON_MAX, FORM_MESSAGES.tooLong),
});
export type TReasonForm = z.infer<typeof ZReasonForm>;
