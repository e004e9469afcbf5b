import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from './document-language.ts';
import { dateTimeFormat, relativeTimeFormat } from '@debut/contract/intl-formats';
import { relativeStep, type RelativePrecision } from './relative-time.ts';

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

/** A moment as the reader would say it, and exactly, for a `<time>`'s title. */
export interface RelativeDate {
  /** "today", "2 minutes ago"; the date itself when it is more than a week ago (see `relative`). */
  text: string;
  /** True when `text` is relative ("yesterday"), false when it is a date ("7 June 2025"). */
  relative: boolean;
  /** The date and time, always ("21 November 2026 at 14:05"). */
  exact: string;
}

/** Formats an ISO moment relative to now ("yesterday", "2 min ago") in the interface language. */
export function useFormatRelative(): (iso: string, precision: RelativePrecision) => RelativeDate {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useCallback(
    (iso: string, precision: RelativePrecision) => {
      const moment = new Date(iso);
      const step = relativeStep(moment, new Date(), precision);
      const exact = dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(moment);
      if (!step) {
        // A message keeps its time of day; a vacancy's day is enough.
        const options: Intl.DateTimeFormatOptions =
          precision === 'minute' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' };
        const date = dateTimeFormat(language, options).format(moment);
        return { text: date, relative: false, exact };
      }
      return { text: relativeTimeFormat(language).format(step.value, step.unit), relative: true, exact };
    },
    [language],
  );
}
