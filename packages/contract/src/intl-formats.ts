/**
 * Intl's formatters, each built once per language and options, for the web app and the server alike.
 * Building one costs far more than using it (tens of microseconds against one or two, several times
 * that on a slow phone): the jobs list built about four per card on every render, which showed in
 * /jobs' blocking time, and a digest mail or a vacancy page formats hundreds of values. The cache
 * never shrinks: callers pass one of LANGUAGES and options written in code, never a visitor's text.
 */
type Format =
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames | Intl.Collator;

const formats = new Map<string, Format>();

function cached<T extends Format>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `number|${language}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(language, options),
  );
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `date|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

/** "yesterday", "2 minutes ago": numeric 'auto' says the day's own word where the language has one. */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  return cached(`relative|${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
}

/** Country names ("Russia", "Россия"); throws like Intl.DisplayNames for a language it cannot read. */
export function regionNames(language: string): Intl.DisplayNames {
  return cached(`region|${language}`, () => new Intl.DisplayNames([language], { type: 'region' }));
}

/** The language's alphabetical order, for sorting names. */
export function collator(language: string): Intl.Collator {
  return cached(`collator|${language}`, () => new Intl.Collator(language));
}
