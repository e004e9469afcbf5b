import { z } from 'zod';
import { ZEmail } from '@debut/contract/auth';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@debut/contract/support';
import { addBlankIssues } from '../../../shared/forms/contract-issues.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** The contract's bounds, shown in the length message of each field. */
export const SUBJECT_BOUNDS = { min: 3, max: SUPPORT_SUBJECT_MAX };
export const MESSAGE_BOUNDS = { min: 10, max: SUPPORT_MESSAGE_MAX };

const outside = (value: string, bounds: { min: number; max: number }) => {
  const length = value.trim().length;
  return length < bounds.min || length > bounds.max;
};

/** The contact form checks what `POST /support` checks, with messages the reader can act on. */
export const ZContactForm = z
  .object({ email: z.string(), subject: z.string(), message: z.string() })
  .superRefine((form, ctx) => {
    addBlankIssues(ctx, form, ['email', 'subject', 'message'], FORM_MESSAGES.required);
    if (form.email.trim() && !ZEmail.safeParse(form.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: FORM_MESSAGES.emailInvalid });
    }
    if (form.subject.trim() && outside(form.subject, SUBJECT_BOUNDS)) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: FORM_MESSAGES.lengthBetween });
    }
    if (form.message.trim() && outside(form.message, MESSAGE_BOUNDS)) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: FORM_MESSAGES.lengthBetween });
    }
  });
export type TContactForm = z.infer<typeof ZContactForm>;
