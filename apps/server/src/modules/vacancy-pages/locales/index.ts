import type { TLanguage } from '@debut/contract/constants';
import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { sv } from './sv.ts';
import { zh } from './zh.ts';

export type PageCatalogueTree = { [key: string]: string | PageCatalogueTree };

/** The public pages' texts in every interface language. */
export const PAGE_CATALOGUES: Record<TLanguage, PageCatalogueTree> = {
  en,
  ru,
  es,
  fr,
  de,
  cs,
  hu,
  it,
  sv,
  pl,
  pt,
  ar,
  hi,
  zh,
  ja,
};
