/**
 * Folds a place name or what a person typed into the form the gazetteer compares: lower case,
 * Latin/Greek/Cyrillic diacritics removed (é→e, ё→е), a few letters that have no decomposition
 * spelled out (ß→ss, ł→l), and every run of punctuation, hyphens or spaces turned into one space.
 * Marks of other scripts (Devanagari vowel signs, kana voicing) are kept: they change the word.
 */
export function normalizePlaceName(value: string): string {
  // Most names are plain ASCII: a cheaper path keeps building the index fast.
  if (ASCII.test(value)) return value.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  const folded = value
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => SPECIAL[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
  // Recomposed so Hangul and other syllabic scripts compare as typed.
  return folded.normalize('NFC');
}

const ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
// Combining diacritical marks (U+0300–U+036F) are what NFKD splits off Latin, Greek and Cyrillic letters.
const LATIN_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
};
const SPECIAL_LETTERS = /[ßøđłæœıþðħŧ]/g;
