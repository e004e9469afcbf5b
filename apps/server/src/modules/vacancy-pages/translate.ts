import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@debut/contract/constants';
import { PAGE_CATALOGUES } from './locales/index.ts';

// The same library and plural rules as the web app and the mails, every catalogue bundled.
const pageI18n = i18next.createInstance();
void pageI18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    Object.entries(PAGE_CATALOGUES).map(([language, catalogue]) => [language, { translation: catalogue }]),
  ),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});

/** The public pages' texts in one language. */
export function pageT(language: string): TFunction {
  return pageI18n.getFixedT(language);
}
