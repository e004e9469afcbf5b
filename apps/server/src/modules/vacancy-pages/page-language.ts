import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@debut/contract/constants';

const known = (value: string | undefined): TLanguage | undefined => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
};

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Accept-Language's languages, most wanted first. */
function accepted(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The visitor's language, in the web app's detection order as far as a server sees it (SPEC.md §4):
 * the `lng` parameter, the `i18next` cookie, then the browser's Accept-Language; English otherwise.
 */
export function pageLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as { lng?: unknown } | undefined;
  const fromQuery = typeof query?.lng === 'string' ? known(query.lng) : undefined;
  return (
    fromQuery ??
    known(cookie(request.headers.cookie, 'i18next')) ??
    accepted(request.headers['accept-language']).map(known).find(Boolean) ??
    FALLBACK_LANGUAGE
  );
}
