import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { DETAIL_CODES, type TErrorDetail } from '@debut/contract/errors';
import { isApiError } from '../api/api-error.ts';
import { FORM_MESSAGES } from './messages.ts';
import { PASSWORD_PROBLEM_KEYS } from './password-issues.ts';

const DETAIL_MESSAGES: Record<string, string> = {
  ...PASSWORD_PROBLEM_KEYS,
  [DETAIL_CODES.passwordTooCommon]: FORM_MESSAGES.passwordTooCommon,
  [DETAIL_CODES.currentPasswordWrong]: FORM_MESSAGES.currentPasswordWrong,
};

/** The message key for one server detail, or undefined when the form does not show it. */
export type DetailMessage = (detail: TErrorDetail) => string | undefined;

const knownDetailMessage: DetailMessage = (detail) => DETAIL_MESSAGES[detail.code];

/**
 * Puts the server's field details that the web app knows (e.g. `password_too_common`) on the
 * form's fields. Returns true when at least one was shown, so the caller skips the form message.
 * A form with its own rules (the job form) passes `messageFor` to translate every detail it holds.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  messageFor: DetailMessage = knownDetailMessage,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    const message = field ? messageFor(detail) : undefined;
    if (message && field) {
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
