import type { TFunction } from 'i18next';
import type { TLanguage } from '@debut/contract/constants';

/** What every public page is rendered with. */
export interface PageContext {
  language: TLanguage;
  t: TFunction;
  /** PUBLIC_URL: canonical and shared links are absolute. */
  publicUrl: string;
  /**
   * A link to another page of Debut, in the language the reader chose in this page's address: a
   * crawler or a visitor without a cookie who followed a `lng` link stays in that language from page
   * to page. Canonical addresses and the language links themselves are written without it.
   */
  localPath: (path: string) => string;
}

/** PageContext's localPath for a page asked with `lng` (or without: links are left as they are). */
export function inChosenLanguage(asked: TLanguage | null): (path: string) => string {
  return (path) => (asked ? `${path}${path.includes('?') ? '&' : '?'}lng=${asked}` : path);
}
