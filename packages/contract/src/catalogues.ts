/**
 * The rules every translation catalogue keeps, the web app's and the server's mail texts alike:
 * shared here so both suites check them the same way.
 */
export type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : [...flattenCatalogue(value, `${prefix}${key}.`)],
  );
  return new Map(entries);
}

export function isPluralKey(key: string): boolean {
  return PLURAL_SUFFIX.test(key);
}

export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** Plural forms differ by language (ru has _few and _many, ja only _other): compare base keys. */
export function baseKeys(catalogue: Map<string, string>): string[] {
  return [...new Set([...catalogue.keys()].map(pluralBase))].sort();
}

/** Plural keys the language's own rules (Intl.PluralRules) need and the catalogue lacks. */
export function missingPluralForms(
  language: string,
  catalogue: Map<string, string>,
  english: Map<string, string>,
): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set([...english.keys()].filter(isPluralKey).map(pluralBase));
  return [...bases].flatMap((base) =>
    categories.map((category) => `${base}_${category}`).filter((key) => !catalogue.has(key)),
  );
}

/** Keys whose value is still the English one, apart from the allowed ones. */
export function untranslatedKeys(
  catalogue: Map<string, string>,
  english: Map<string, string>,
  allowed: readonly string[] = [],
): string[] {
  return [...catalogue]
    .filter(([key, value]) => english.get(key) === value && !allowed.includes(key))
    .map(([key]) => key);
}
