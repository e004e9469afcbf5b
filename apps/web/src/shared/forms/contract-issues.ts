import type { z } from 'zod';
import { FORM_MESSAGES } from './messages.ts';

const PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/** The translation key for one of the contract's issues, chosen by field and issue code. */
export function messageKeyFor(issue: z.core.$ZodIssue): string {
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'too_small':
      return PASSWORD_FIELDS.has(field) ? FORM_MESSAGES.passwordMin : FORM_MESSAGES.required;
    case 'too_big':
      if (PASSWORD_FIELDS.has(field)) return FORM_MESSAGES.passwordMax;
      if (field === 'displayName') return FORM_MESSAGES.displayNameMax;
      return field === 'email' ? FORM_MESSAGES.emailInvalid : FORM_MESSAGES.invalid;
    case 'invalid_format':
      return field === 'email' ? FORM_MESSAGES.emailInvalid : FORM_MESSAGES.invalid;
    default:
      return FORM_MESSAGES.invalid;
  }
}

/**
 * Runs a contract schema over the form's values and reports its issues on the same fields,
 * with translation keys as messages: the web form checks exactly what the server will.
 */
export function addContractIssues(ctx: z.RefinementCtx, contract: z.ZodType, value: unknown): void {
  const result = contract.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: messageKeyFor(issue) });
  }
}

/** Reports every blank field of `fields` with `message`; true when one was blank. */
export function addBlankIssues<T extends Record<string, unknown>>(
  ctx: z.RefinementCtx,
  value: T,
  fields: readonly (keyof T & string)[],
  message: string,
): boolean {
  const blank = fields.filter((field) => {
    const fieldValue = value[field];
    return typeof fieldValue !== 'string' || fieldValue.trim() === '';
  });
  for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message });
  return blank.length > 0;
}
