import { z } from 'zod';
import { ZEmail, ZLoginRequest, type TLoginRequest } from '@debut/contract/auth';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** Both fields required, the e-mail well-formed; the password's rules stay hidden at login. */
export const ZLoginForm = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((form, ctx) => {
    addBlankIssues(ctx, form, ['email'], FORM_MESSAGES.required);
    if (form.password === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: FORM_MESSAGES.required });
    if (form.email.trim() !== '') addContractIssues(ctx, z.object({ email: ZEmail }), form);
  })
  .transform((form) => ZLoginRequest.parse(form));
export type TLoginForm = z.input<typeof ZLoginForm>;
export type TLoginErrors = Partial<Record<keyof TLoginForm, string>>;

/** The request to send, or a message key per invalid field. */
export function validateLogin(
  form: TLoginForm,
): { ok: true; request: TLoginRequest } | { ok: false; errors: TLoginErrors } {
  const result = ZLoginForm.safeParse(form);
  if (result.success) return { ok: true, request: result.data };
  const errors: TLoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
