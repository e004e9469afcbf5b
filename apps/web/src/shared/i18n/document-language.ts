import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE } from '@debut/contract/constants';

/** The language the interface is shown in (a supported one, never 'en-US'). */
export function uiLanguage(i18n: I18n): string {
  return i18n.resolvedLanguage ?? i18n.language ?? FALLBACK_LANGUAGE;
}

/** `<html lang dir>` follow the interface language, so Arabic mirrors and readers pronounce right. */
export function applyDocumentLanguage(i18n: I18n): void {
  const language = uiLanguage(i18n);
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}
