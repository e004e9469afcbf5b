import { z } from 'zod';
import { ZRegisterRequest } from '@debut/contract/auth';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { addPasswordIssues } from '../../../shared/forms/password-issues.ts';

export const REGISTER_TEXT_FIELDS = ['displayName', 'email', 'password', 'confirmPassword'] as const;

/**
 * SPEC.md §5, in its order: every text field filled ('Fill in all fields'), both documents
 * accepted, then the contract's own rules, then the confirmation matching the password.
 */
export const ZRegisterForm = z
  .object({
    displayName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
    acceptPrivacy: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (addBlankIssues(ctx, form, REGISTER_TEXT_FIELDS, FORM_MESSAGES.fillAllFields)) return;
    if (!form.acceptTerms || !form.acceptPrivacy) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: FORM_MESSAGES.mustAcceptLegal });
      return;
    }
    addContractIssues(ctx, ZRegisterRequest, form);
    addPasswordIssues(ctx, 'password', form.password, form);
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: FORM_MESSAGES.passwordsMismatch });
    }
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;
