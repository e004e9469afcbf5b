import { z } from 'zod';

// The building blocks every request field is made of, so that what a schema accepts is what the
// database can hold: a field that skips them lets a 500 through (issue 27), and contract tests walk
// every declared endpoint to hold that none does.

/** PostgreSQL text cannot hold U+0000: the statement fails. */
const NUL = '\u0000';
/**
 * With the `u` flag a surrogate matches only when it is not half of a pair: a lone one ("\ud800") is
 * not a character, cannot be written as UTF-8, and is turned into U+FFFD or refused by the driver.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

export const TEXT_CODES = { nul: 'text_nul', loneSurrogate: 'text_lone_surrogate' } as const;

/** Why `text` cannot be stored, or null when it can. */
export function unstorableText(text: string): keyof typeof TEXT_CODES | null {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

/**
 * Any text a person sends: a NUL or a lone surrogate is refused (400 naming the field), never sent on
 * to the database. Chain the field's own rules after it (`ZText.trim().min(1).max(80)`).
 */
export const ZText = z.string().check((ctx) => {
  const problem = unstorableText(ctx.value);
  if (!problem) return;
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message:
      problem === 'nul'
        ? 'The text contains a NUL character (U+0000), which is not allowed'
        : 'The text contains a lone surrogate (half of a UTF-16 pair), which is not a character',
    params: { reason: TEXT_CODES[problem] },
  });
});

/**
 * The years a date may carry. PostgreSQL has no year 0 and JavaScript writes years past 9999 with a
 * sign ("+010000-…") that PostgreSQL does not read; every date of this product lies well inside.
 */
export const YEARS = { min: 1, max: 9999 } as const;

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const inYears = (iso: string) => yearOf(iso) >= YEARS.min && yearOf(iso) <= YEARS.max;

/** Exactly what `toISOString()` writes for years 0000–9999. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * An instant as the server writes it (`toISOString()`), on a real calendar day, in years PostgreSQL
 * holds: what every cursor carries. Anything else never came from us.
 */
export const ZInstant = z
  .string()
  .regex(ISO_INSTANT, 'Use an ISO 8601 instant (YYYY-MM-DDTHH:mm:ss.sssZ)')
  .refine((value) => {
    const time = Date.parse(value);
    return !Number.isNaN(time) && new Date(time).toISOString() === value && inYears(value);
  }, `The date must be a real day in the years ${YEARS.min}–${YEARS.max}`);

/** A calendar day, YYYY-MM-DD, in years PostgreSQL holds. */
export const ZDay = z.iso
  .date()
  .refine(inYears, `The date must be a real day in the years ${YEARS.min}–${YEARS.max}`);
