import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@debut/contract/constants';
import { applyDocumentLanguage } from './document-language.ts';

/**
 * SPEC.md §4 and §9: detection order and cache as specified; catalogues over HTTP with i18next's
 * default request options (10 parallel reads, 5 retries, 350 ms first delay, doubling).
 */
export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', () => applyDocumentLanguage(i18next));
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next);
}
