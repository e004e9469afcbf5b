import type { FastifyRequest } from 'fastify';
import type { TLanguage } from '@debut/contract/constants';
import { requestLanguage, supported } from '../../platform/request-language.ts';

/**
 * The visitor's language, in the web app's detection order as far as a server sees it (SPEC.md §4):
 * the `lng` parameter, the `i18next` cookie, then the browser's Accept-Language; English otherwise.
 * One reader of those headers for every page, total: a malformed cookie or header is no language.
 */
export function pageLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as { lng?: unknown } | undefined;
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  return requestLanguage({
    query: typeof query?.lng === 'string' ? query.lng : undefined,
    cookie: typeof cookie === 'string' ? cookie : undefined,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  });
}

/** The `lng` parameter alone, when it names one of ours: the reader's explicit choice of language. */
export function askedLanguage(request: FastifyRequest): TLanguage | null {
  const query = request.query as { lng?: unknown } | undefined;
  return typeof query?.lng === 'string' ? supported(query.lng) : null;
}
