import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';

/**
 * DESIGN.md §4: the translation of the error code when there is one, else the server's text,
 * else the generic message (or `fallbackKey` where a screen names its own, e.g. 'Token expired').
 */
export function useErrorMessage(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey = 'errors.generic') => {
      if (isApiError(error)) {
        const key = `errors.codes.${error.code}`;
        if (i18n.exists(key)) return t(key);
        if (error.message) return error.message;
      }
      return t(fallbackKey);
    },
    [t, i18n],
  );
}
