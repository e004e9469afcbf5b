import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MESSAGE_PARAMS } from './messages.ts';

/** Translates a field's error (its message is a key) for display under the input. */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error) => (error?.message ? t(error.message, FORM_MESSAGE_PARAMS[error.message] ?? {}) : undefined),
    [t],
  );
}
