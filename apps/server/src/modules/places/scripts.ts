import type { TLanguage } from '@debut/contract/constants';

/** The writing systems the 15 interface languages use for place names. */
export type Script = 'latin' | 'cyrillic' | 'arabic' | 'devanagari' | 'han' | 'kana';

const PATTERNS: Record<Script, RegExp> = {
  latin: /\p{Script=Latin}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  arabic: /\p{Script=Arabic}/u,
  devanagari: /\p{Script=Devanagari}/u,
  han: /\p{Script=Han}/u,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
};

/** Which script a reader of `lang` expects place names in. */
export function scriptOf(lang: TLanguage): Script {
  switch (lang) {
    case 'ru':
      return 'cyrillic';
    case 'ar':
      return 'arabic';
    case 'hi':
      return 'devanagari';
    case 'zh':
      return 'han';
    case 'ja':
      return 'kana';
    default:
      return 'latin';
  }
}

/**
 * True when the name is written in the script: it has letters of the script and none of another
 * (Japanese mixes kana and kanji). GeoNames' alternates hold half-transliterated spellings such as
 * "barsێlۆna", which no reader of either script would recognise.
 */
export function isInScript(name: string, script: Script): boolean {
  if (!PATTERNS[script].test(name)) return false;
  return SCRIPTS.every(
    (other) => other === script || (script === 'kana' && other === 'han') || !PATTERNS[other].test(name),
  );
}

const SCRIPTS = Object.keys(PATTERNS) as Script[];
