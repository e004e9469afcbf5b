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

/** True when the name is written (at least partly) in the script. */
export function isInScript(name: string, script: Script): boolean {
  return PATTERNS[script].test(name);
}
