import { z } from 'zod';
import { ZPassword } from '@debut/contract/auth';
import { addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { addPasswordIssues } from '../../../shared/forms/password-issues.ts';

export const ZResetPasswordForm = z.object({ password: z.string() }).superRefine((form, ctx) => {
  if (form.password === '') {
    ctx.addIssue({ code: 'custom', path: ['password'], message: FORM_MESSAGES.required });
    return;
  }
  addContractIssues(ctx, z.object({ password: ZPassword }), form);
  // The account is not known here: the server adds the e-mail and name rules.
  addPasswordIssues(ctx, 'password', form.password);
});
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
