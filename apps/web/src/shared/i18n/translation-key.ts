import type { i18n as I18n, ParseKeys, TOptions } from 'i18next';

/**
 * A key of the English catalogue, the source of every key (`i18next.d.ts`, decision 024). Maps from an
 * enum to its label are typed with it, so a misspelt or removed key does not compile.
 */
export type TranslationKey = ParseKeys;

/**
 * Whether text made at run time (an error code's key, a form message) is a key of the catalogues.
 * Give the options `t()` will get: a plural key exists only with its `count`.
 */
export function isTranslationKey(
  i18n: Pick<I18n, 'exists'>,
  text: string,
  options?: TOptions,
): text is TranslationKey {
  return i18n.exists(text, options);
}
