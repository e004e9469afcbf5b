import type { TLanguage } from '../constants.ts';
import { patterns as ar } from './ar.ts';
import { patterns as cs } from './cs.ts';
import { patterns as es } from './es.ts';
import { patterns as fr } from './fr.ts';
import { patterns as hi } from './hi.ts';
import { patterns as hu } from './hu.ts';
import { patterns as it } from './it.ts';
import { patterns as ja } from './ja.ts';
import { patterns as pl } from './pl.ts';
import { patterns as pt } from './pt.ts';
import { patterns as sv } from './sv.ts';
import type { ExperiencePatterns } from './types.ts';
import { patterns as zh } from './zh.ts';

/** Every language whose patterns are written; each lives in its own file in this folder. */
export const EXPERIENCE_PATTERNS: Partial<Record<TLanguage, ExperiencePatterns>> = {
  es,
  fr,
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
