import { FALLBACK_LANGUAGE } from '@debut/contract/constants';
import { en, type MailTexts } from './messages/en.ts';
import { ru } from './messages/ru.ts';

const TEXTS: Partial<Record<string, MailTexts>> = { en, ru };

/** Mail texts in the recipient's language, English where that language has none. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return TEXTS[language ?? FALLBACK_LANGUAGE] ?? en;
}
