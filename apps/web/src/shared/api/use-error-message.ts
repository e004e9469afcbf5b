import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey, type TranslationKey } from '../i18n/translation-key.ts';
import { isApiError } from './api-error.ts';
import { retryClockNow, subscribeRetryClock } from './retry-clock.ts';

/**
 * DESIGN.md §4: the translation of the error code when there is one, else the server's text,
 * else the generic message (or `fallbackKey` where a screen names its own, e.g. 'Token expired').
 * A 429 that says when to try again shows the wait, counting down: every form that can be limited
 * gets it from here (issue 27, item 10).
 */
export function useErrorMessage(): (error: unknown, fallbackKey?: TranslationKey) => string {
  const { t, i18n } = useTranslation();
  const now = useSyncExternalStore(subscribeRetryClock, retryClockNow);

  return useCallback(
    (error: unknown, fallbackKey: TranslationKey = 'errors.generic') => {
      if (isApiError(error)) {
        if (error.status === 429 && error.retryAt !== undefined) {
          const seconds = Math.ceil((error.retryAt - now) / 1000);
          if (seconds > 0) return t('errors.retryIn', { count: seconds });
        }
        const key = `errors.codes.${error.code}`;
        if (isTranslationKey(i18n, key)) return t(key);
        if (error.message) return error.message;
      }
      return t(fallbackKey);
    },
    [t, i18n, now],
  );
}
