import { serverTexts } from '../platform/i18n.ts';
import { MAIL_CATALOGUES } from './locales/index.ts';

/** Mail texts in the recipient's language; English for an unknown or missing one. */
export const mailT = serverTexts('mail', MAIL_CATALOGUES);
