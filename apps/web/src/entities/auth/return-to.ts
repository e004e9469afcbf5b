/**
 * Where to go back after signing in: the page that sent the visitor to /login travels in a `next`
 * query parameter (it survives a reload and the detour through /register or /select-country).
 * Only a path on this site is followed: anything that could lead elsewhere (`//host`, `/\host`,
 * `https:`, `javascript:`) is dropped, so a crafted link cannot make sign-in an open redirect.
 */
export const NEXT_PARAM = 'next';

/** Pages that would only bounce back to sign-in or choosing a country: never worth returning to. */
const NOT_A_DESTINATION = /^\/(login|register|select-country)(?:[/?#]|$)/;
const ORIGIN = 'https://debut.invalid';

/** Browsers drop tabs and newlines from URLs, which could turn a harmless-looking path into `//host`. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** `raw` as a same-site path with its query and hash, or null when it is not one. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // A path, not a protocol-relative URL; no backslashes or control characters a browser would fold.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_DESTINATION.test(path) ? null : path;
}

/** The `next` target named in a query string, or null. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** Where signing in leads when no other page was asked for (SPEC.md §2): it needs no `next`. */
const DEFAULT_DESTINATION = '/jobs';

/** `/login` (or another auth path) carrying `next` when there is a page to return to. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== DEFAULT_DESTINATION ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
}
