import type { TFunction } from 'i18next';
import { serverTexts } from '../../platform/i18n.ts';
import { PAGE_CATALOGUES } from './locales/index.ts';

const pageTexts = serverTexts('pages', PAGE_CATALOGUES);

/** The public pages' texts in one language. */
export const pageT = (language: string): TFunction => pageTexts(language);
