import { z } from 'zod';
import { ZForgotPasswordRequest } from '@debut/contract/auth';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

export const ZForgotPasswordForm = z.object({ email: z.string() }).superRefine((form, ctx) => {
  if (addBlankIssues(ctx, form, ['email'], FORM_MESSAGES.required)) return;
  addContractIssues(ctx, ZForgotPasswordRequest, form);
});
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;
