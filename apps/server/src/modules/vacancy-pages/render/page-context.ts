import type { TFunction } from 'i18next';
import type { TLanguage } from '@debut/contract/constants';

/** What every public page is rendered with. */
export interface PageContext {
  language: TLanguage;
  t: TFunction;
  /** PUBLIC_URL: canonical and shared links are absolute. */
  publicUrl: string;
}
