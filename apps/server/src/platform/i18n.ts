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

// i18next copies its options on every call and resolves plurals each time; a page asks for some forty
// texts, most without values or with a count alone, from catalogues that never change while the
// server runs: those are looked up once per namespace, language, key (and count).
const fixedTs = new Map<string, TFunction>();

/** The count of options that hold nothing else, the only values worth remembering texts for. */
function countAlone(options: unknown): number | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const { count, ...rest } = options as { count?: unknown };
  return typeof count === 'number' && Number.isInteger(count) && Object.keys(rest).length === 0
    ? count
    : undefined;
}

const MAX_COUNT_REMEMBERED = 1_000;

function memoisedT(namespace: string, language: string): TFunction {
  const id = `${namespace}\0${language}`;
  const known = fixedTs.get(id);
  if (known) return known;
  const base = serverI18n.getFixedT(language, namespace) as unknown as (
    key: unknown,
    options?: unknown,
  ) => unknown;
  const plain = new Map<string, string>();
  const counted = new Map<string, string>();
  const memo = (key: string | string[], options?: unknown): unknown => {
    if (typeof key !== 'string') return base(key, options);
    if (options === undefined) {
      let text = plain.get(key);
      if (text === undefined) {
        text = String(base(key));
        plain.set(key, text);
      }
      return text;
    }
    const count = countAlone(options);
    if (count === undefined || Math.abs(count) > MAX_COUNT_REMEMBERED) return base(key, options);
    const countedKey = `${key}\0${count}`;
    let text = counted.get(countedKey);
    if (text === undefined) {
      text = String(base(key, options));
      counted.set(countedKey, text);
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
