import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../i18n/translation-key.ts';
import { readFormMessage } from './error-map.ts';

/** Translates a field's error (its message is a key with its numbers, error-map.ts) for display. */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error) => {
      const message = error?.message;
      if (!message) return undefined;
      const { key, values } = readFormMessage(message);
      // A message that is not a key (none should reach here) shows as it is, as t() would show it.
      return isTranslationKey(i18n, key, values) ? t(key, values) : message;
    },
    [t, i18n],
  );
}
