import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MESSAGE_PARAMS } from './messages.ts';

/** Values a field adds to its messages, e.g. its own length bounds (`{min: 3, max: 120}`). */
export type FieldMessageParams = Record<string, number>;

/** Translates a field's error (its message is a key) for display under the input. */
export function useFieldError(): (
  error: { message?: string } | undefined,
  params?: FieldMessageParams,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error, params) =>
      error?.message ? t(error.message, { ...FORM_MESSAGE_PARAMS[error.message], ...params }) : undefined,
    [t],
  );
}
