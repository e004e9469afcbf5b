import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@debut/contract/constants';

/** The parts of a request a server-rendered page reads to choose its language. */
export interface LanguageHints {
  /** `?lng=` */
  query?: string | undefined;
  /** The raw `Cookie` header (the web app's detector reads the `i18next` cookie). */
  cookie?: string | undefined;
  /** The raw `Accept-Language` header. */
  acceptLanguage?: string | undefined;
}

const SUPPORTED: ReadonlySet<string> = new Set(LANGUAGES);

/** "pt-BR" → "pt" when it is one of the 15 languages, else null. */
export function supported(tag: string | undefined): TLanguage | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base && SUPPORTED.has(base) ? (base as TLanguage) : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's tags, most wanted first (q=0 means "not this one"). */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a page the server renders, in the web app's detection order (SPEC.md §4: query
 * `lng`, then the cookie, then the browser's languages), English when none of them is one of ours.
 */
export function requestLanguage(hints: LanguageHints): TLanguage {
  return (
    supported(hints.query) ??
    supported(cookieValue(hints.cookie, 'i18next')) ??
    acceptedTags(hints.acceptLanguage)
      .map(supported)
      .find((language) => language !== null) ??
    FALLBACK_LANGUAGE
  );
}
