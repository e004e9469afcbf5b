import { FALLBACK_LANGUAGE, type TLanguage } from '@debut/contract/constants';
import { supported } from '../platform/request-language.ts';
import { serverTexts } from '../platform/i18n.ts';
import { MAIL_CATALOGUES } from './locales/index.ts';

/** Mail texts in the recipient's language; English for an unknown or missing one. */
export const mailT = serverTexts('mail', MAIL_CATALOGUES);

/** The language a mail is written in: the recipient's when it is one of ours, else English. */
export const mailLanguage = (language: string | null | undefined): TLanguage =>
  supported(language ?? undefined) ?? FALLBACK_LANGUAGE;
