import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@debut/contract/constants';

// The server's one i18next instance (issue 28, decision 042): the web app's library, plural rules
// (Intl.PluralRules) and interpolation, with every server catalogue bundled as a namespace (mails,
// public pages, the sandbox page) so a text never waits on a file read. HTML is escaped by the html``
// template that shows a text, never here.
const serverI18n = i18next.createInstance();
void serverI18n.init({
  initAsync: false,
  resources: {},
  ns: [],
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});

// i18next copies its options on every call; a page asks for some forty texts, most of them without
// values, from catalogues that never change while the server runs: those are looked up once.
const fixedTs = new Map<string, TFunction>();
const plainTexts = new Map<string, string>();

function memoisedT(namespace: string, language: string): TFunction {
  const id = `${namespace}\0${language}`;
  const known = fixedTs.get(id);
  if (known) return known;
  const base = serverI18n.getFixedT(language, namespace);
  const memo = (key: string | string[], options?: unknown): unknown => {
    if (options !== undefined || typeof key !== 'string')
      return (base as unknown as (key: unknown, options: unknown) => unknown)(key, options);
    const textId = `${id}\0${key}`;
    let text = plainTexts.get(textId);
    if (text === undefined) {
      text = String(base(key));
      plainTexts.set(textId, text);
    }
    return text;
  };
  const t = memo as unknown as TFunction;
  fixedTs.set(id, t);
  return t;
}

/**
 * Adds one namespace of texts in all 15 languages to the server's instance and returns how its
 * callers get a `t` for a language (English for an unknown or missing one).
 */
export function serverTexts(
  namespace: string,
  catalogues: Readonly<Record<TLanguage, object>>,
): (language: string | null | undefined) => TFunction {
  if (serverI18n.hasResourceBundle(FALLBACK_LANGUAGE, namespace)) {
    throw new Error(`The server texts "${namespace}" are added twice`);
  }
  for (const [language, catalogue] of Object.entries(catalogues)) {
    serverI18n.addResourceBundle(language, namespace, catalogue);
  }
  return (language) => memoisedT(namespace, language ?? FALLBACK_LANGUAGE);
}

/** Every namespace of server texts added so far (for tests). */
export const serverNamespaces = (): string[] => Object.keys(serverI18n.store.data[FALLBACK_LANGUAGE] ?? {});
