import { z } from 'zod';
import { ZChangePasswordRequest } from '@debut/contract/auth';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { addPasswordIssues } from '../../../shared/forms/password-issues.ts';

export const ZChangePasswordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
    if (addBlankIssues(ctx, form, fields, FORM_MESSAGES.required)) return;
    addContractIssues(ctx, ZChangePasswordRequest, form);
    addPasswordIssues(ctx, 'newPassword', form.newPassword);
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: FORM_MESSAGES.passwordsMismatch });
    }
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
