import type { z } from 'zod';
import { PASSWORD_PROBLEMS, passwordProblem, type TPasswordContext } from '@debut/contract/password-policy';
import { loadedCommonPasswordCheck } from '../lib/password-checker.ts';
import { FORM_MESSAGES } from './messages.ts';

/** The message key of each problem the contract's length rules do not already report. */
export const PASSWORD_PROBLEM_KEYS: Record<string, string> = {
  [PASSWORD_PROBLEMS.pattern]: FORM_MESSAGES.passwordPattern,
  [PASSWORD_PROBLEMS.personal]: FORM_MESSAGES.passwordPersonal,
  [PASSWORD_PROBLEMS.tooCommon]: FORM_MESSAGES.passwordTooCommon,
  // Only the server scores passwords (zxcvbn stays out of the web bundle); shown from its detail.
  [PASSWORD_PROBLEMS.tooGuessable]: FORM_MESSAGES.passwordTooGuessable,
};

/**
 * Applies the contract's one password policy to a new password on a form, as the server will; the
 * common-password rule joins once the strength meter has loaded its list.
 */
export function addPasswordIssues(
  ctx: z.RefinementCtx,
  field: string,
  password: string,
  account: Pick<TPasswordContext, 'email' | 'displayName'> = {},
): void {
  const problem = passwordProblem(password, { ...account, isCommon: loadedCommonPasswordCheck() });
  const message = problem ? PASSWORD_PROBLEM_KEYS[problem] : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: [field], message });
}
