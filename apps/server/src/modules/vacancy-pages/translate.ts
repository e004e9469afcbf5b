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

// i18next copies its options on every call; a page asks for some forty texts, most of them without
// values, from catalogues that never change while the server runs: those are looked up once.
const fixedTs = new Map<string, TFunction>();
const plainTexts = new Map<string, string>();

/** The public pages' texts in one language. */
export function pageT(language: string): TFunction {
  const known = fixedTs.get(language);
  if (known) return known;
  const base = pageI18n.getFixedT(language);
  const memo = (key: string | string[], options?: unknown): unknown => {
    if (options !== undefined || typeof key !== 'string')
      return (base as unknown as (key: unknown, options: unknown) => unknown)(key, options);
    const id = `${language}\0${key}`;
    let text = plainTexts.get(id);
    if (text === undefined) {
      text = String(base(key));
      plainTexts.set(id, text);
    }
    return text;
  };
  const t = memo as unknown as TFunction;
  fixedTs.set(language, t);
  return t;
}
