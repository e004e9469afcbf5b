import * as ar from '@zxcvbn-ts/language-ar';
import * as cs from '@zxcvbn-ts/language-cs';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';
import * as pl from '@zxcvbn-ts/language-pl';
import * as pt from '@zxcvbn-ts/language-pt-br';

/** A language package's Wikipedia list (its key carries the package's language tag). */
const wikipediaWords = (dictionary: Record<string, readonly string[]>): readonly string[] =>
  Object.entries(dictionary).find(([key]) => key.startsWith('wikipedia'))?.[1] ?? [];

/**
 * Words of each language by how often Wikipedia uses them, most frequent first (the password
 * checker's dictionaries, already installed). A benchmark's jobs need a real vocabulary with a long
 * tail of rare words: the demo templates alone repeat a few hundred words, so every search word would
 * match thousands of jobs and no search would be rare (issue 30).
 */
const FREQUENCY_LISTS: Record<string, readonly string[]> = {
  ar: wikipediaWords(ar.dictionary),
  cs: wikipediaWords(cs.dictionary),
  de: wikipediaWords(de.dictionary),
  en: wikipediaWords(en.dictionary),
  es: wikipediaWords(es.dictionary),
  fr: wikipediaWords(fr.dictionary),
  it: wikipediaWords(it.dictionary),
  pl: wikipediaWords(pl.dictionary),
  pt: wikipediaWords(pt.dictionary),
};

/** Only words a search can type: letters of one script, three or more of them. */
const usable = (word: string) => /^[\p{L}\p{M}]{3,}$/u.test(word);
const lists = new Map<string, readonly string[]>();

/**
 * `count` words of a language (English when it has no list, as for Russian and Japanese, whose lists are
 * missing or in Latin letters), drawn so that the word of frequency rank
 * r comes with probability about 1/r (Zipf's law, as words occur in text): a few are in most jobs and
 * most are in a handful.
 */
export function tailWords(language: string, count: number, random: () => number): string[] {
  let list = lists.get(language);
  if (!list) {
    list = (FREQUENCY_LISTS[language] ?? FREQUENCY_LISTS.en ?? []).filter(usable);
    lists.set(language, list);
  }
  if (list.length === 0) return [];
  return Array.from({ length: count }, () => {
    const rank = Math.floor(Math.exp(random() * Math.log(list.length)));
    return list[Math.min(list.length - 1, rank)] ?? '';
  });
}
