import type { TLanguage } from './constants.ts';
import { PROFESSION_ALIASES } from './profession-aliases.ts';
import { names as ar } from './profession-names/ar.ts';
import { names as cs } from './profession-names/cs.ts';
import { names as de } from './profession-names/de.ts';
import { names as en } from './profession-names/en.ts';
import { names as es } from './profession-names/es.ts';
import { names as fr } from './profession-names/fr.ts';
import { names as hi } from './profession-names/hi.ts';
import { names as hu } from './profession-names/hu.ts';
import { names as it } from './profession-names/it.ts';
import { names as ja } from './profession-names/ja.ts';
import { names as pl } from './profession-names/pl.ts';
import { names as pt } from './profession-names/pt.ts';
import { names as ru } from './profession-names/ru.ts';
import { names as sv } from './profession-names/sv.ts';
import { names as zh } from './profession-names/zh.ts';
import {
  OTHER_PROFESSION,
  PROFESSIONS,
  isProfession,
  type ProfessionNames,
  type TListedProfession,
  type TProfession,
} from './professions.ts';

/**
 * Every language's names at once, for the server (input mapping, search terms, migration 0010). The
 * web app never imports this module: it loads one language's file when it needs it.
 */
export const PROFESSION_NAMES: Record<TLanguage, ProfessionNames> = {
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

// A gender marker in parentheses, as job ads add them: "(m/w/d)", "(w/m/d)", "(H/F)", "(m/f)", "(м/ж)".
const GENDER_MARKER = /\(\s*\p{L}{1,2}\s*(?:[/|,]\s*\p{L}{1,2}\s*){1,3}\)/gu;
// The same without parentheses at the end: "Kellner m/w/d".
const TRAILING_GENDER_MARKER = /\s\p{L}(?:\/\p{L}){1,3}$/u;
// German gender-inclusive endings: "Kellner*in", "Kellner:in", "Kellner_in", "Kellner/in", "Kellner/-in".
const INCLUSIVE_ENDING = /(\p{L})(?:\*|:|_|\/-?)in(?:nen)?(?=\s|$)/gu;

// Arabic short vowels and shadda, which people mostly leave out when they type.
const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670]/g;

/**
 * The form in which names are compared: Unicode-normalised, lower case, gender markers and the
 * inclusive ending dropped, ё read as е, no Arabic vowel marks, one kind of apostrophe and dash, single spaces, no
 * surrounding punctuation.
 */
export function normalizeProfessionName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(GENDER_MARKER, ' ')
    .replace(INCLUSIVE_ENDING, '$1')
    .replace(/ё/g, 'е')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TRAILING_GENDER_MARKER, '')
    .replace(/^[\s.,;:!?"'«»„“”]+|[\s.,;:!?"'«»„“”]+$/gu, '');
}

/** Each profession's names and aliases, normalised, without repeats. */
function professionWords(): Map<TProfession, string[]> {
  const words = new Map<TProfession, Set<string>>(PROFESSIONS.map((key) => [key, new Set<string>()]));
  for (const language of Object.values(PROFESSION_NAMES)) {
    for (const key of PROFESSIONS) words.get(key)?.add(normalizeProfessionName(language.professions[key]));
  }
  for (const [key, aliases] of Object.entries(PROFESSION_ALIASES) as [TListedProfession, string[]][]) {
    for (const alias of aliases) words.get(key)?.add(normalizeProfessionName(alias));
  }
  return new Map([...words].map(([key, set]) => [key, [...set]]));
}

const WORDS_BY_PROFESSION = professionWords();
const PROFESSION_BY_WORD = new Map<string, TProfession>(
  [...WORDS_BY_PROFESSION].flatMap(([key, words]) => words.map((word): [string, TProfession] => [word, key])),
);

/** Every normalised name and alias with its profession, for tests and migration 0010's mapping list. */
export function professionWordEntries(): [TProfession, readonly string[]][] {
  return [...WORDS_BY_PROFESSION];
}

/**
 * The profession a text names: its key, or its name or an alias in any of the 15 languages (any case,
 * gender markers ignored); undefined for other words.
 */
export function findProfession(text: string): TProfession | undefined {
  const trimmed = text.trim();
  if (isProfession(trimmed)) return trimmed;
  return PROFESSION_BY_WORD.get(normalizeProfessionName(trimmed));
}

/**
 * The words a job's own search text holds for its profession: the owner's words for "other", which are
 * text people wrote; nothing for a listed profession, whose names match by its key
 * (professionNameTerms, DESIGN.md §14.4).
 */
export function professionSearchTerms(category: TProfession, categoryOther: string | null): string {
  return category === OTHER_PROFESSION ? (categoryOther ?? '') : '';
}

/**
 * A listed profession's names in all 15 languages and its aliases, as one text: a query word that
 * matches one of them matches every job of the profession.
 */
export function professionNameTerms(category: TProfession): string {
  return SEARCH_TERMS.get(category) ?? '';
}

// The normalised words, and the names as written where they differ (Arabic with its vowel marks).
const SEARCH_TERMS = new Map(
  PROFESSIONS.map((key): [TProfession, string] => {
    const written = Object.values(PROFESSION_NAMES).map((language) =>
      language.professions[key].toLowerCase(),
    );
    return [key, [...new Set([...(WORDS_BY_PROFESSION.get(key) ?? []), ...written])].join(' ')];
  }),
);

export type CategoryProblem =
  /** "other" (or its name) without the owner's words. */
  | 'other_needs_words'
  /** categoryOther given with a listed profession or with words that already name the profession. */
  | 'words_only_for_other';

export type CategoryResolution =
  { ok: true; category: TProfession; categoryOther: string | null } | { ok: false; problem: CategoryProblem };

/**
 * What a job stores for the `category` and `categoryOther` a client sent (DESIGN.md §4): a listed
 * profession by key or name; "other" with categoryOther; any other words become "other" with those
 * words, so older clients that send free text lose nothing.
 */
export function resolveCategory(
  category: string,
  categoryOther: string | null | undefined,
): CategoryResolution {
  const words = categoryOther?.trim() || null;
  const key = findProfession(category);
  if (key === undefined) {
    if (words !== null) return { ok: false, problem: 'words_only_for_other' };
    return { ok: true, category: OTHER_PROFESSION, categoryOther: category.trim() };
  }
  if (key === OTHER_PROFESSION) {
    return words === null
      ? { ok: false, problem: 'other_needs_words' }
      : { ok: true, category: key, categoryOther: words };
  }
  if (words !== null) return { ok: false, problem: 'words_only_for_other' };
  return { ok: true, category: key, categoryOther: null };
}
