import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from './document-language.ts';
import { dateTimeFormat } from '@debut/contract/intl-formats';

/** Formats an ISO date in the interface language ("7 June 2025", "7 июня 2025 г."). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useCallback(
    (iso: string) => dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
    [language],
  );
}

/** A moment with its time, short ("21 Nov 2026, 14:05"), for chat messages. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useCallback(
    (iso: string) =>
      dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [language],
  );
}
