import { z } from 'zod';
import { ZReasonRequest } from '@debut/contract/moderation';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** Every moderation action says why, within the contract's bounds. */
export const ZReasonForm = z.object({ reason: z.string().trim() }).superRefine((form, ctx) => {
  if (addBlankIssues(ctx, form, ['reason'], FORM_MESSAGES.required)) return;
  addContractIssues(ctx, ZReasonRequest, form);
});
export type TReasonForm = z.infer<typeof ZReasonForm>;
