import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@debut/contract/constants';
import { MAIL_CATALOGUES } from './locales/index.ts';

// The web app's library on the server too: the same plural rules (Intl.PluralRules) and
// interpolation, with every catalogue bundled so a mail never waits on a file read.
const mailI18n = i18next.createInstance();
void mailI18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    Object.entries(MAIL_CATALOGUES).map(([language, catalogue]) => [language, { translation: catalogue }]),
  ),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});

/** Mail texts in the recipient's language; English for an unknown or missing one. */
export function mailT(language: string | null | undefined): TFunction {
  return mailI18n.getFixedT(language ?? FALLBACK_LANGUAGE);
}
