import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey, type TranslationKey } from '../i18n/translation-key.ts';
import { isApiError } from './api-error.ts';

/**
 * DESIGN.md §4: the translation of the error code when there is one, else the server's text,
 * else the generic message (or `fallbackKey` where a screen names its own, e.g. 'Token expired').
 */
export function useErrorMessage(): (error: unknown, fallbackKey?: TranslationKey) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: TranslationKey = 'errors.generic') => {
      if (isApiError(error)) {
        const key = `errors.codes.${error.code}`;
        if (isTranslationKey(i18n, key)) return t(key);
        if (error.message) return error.message;
      }
      return t(fallbackKey);
    },
    [t, i18n],
  );
}
