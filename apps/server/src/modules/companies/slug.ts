import { like, or, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

const SLUG_MAX = 60;

/** Latin letters lose their accents (é → e); other scripts keep theirs (й stays й, not и). */
const plainLatin = (char: string) =>
  /\p{Script=Latin}/u.test(char) ? char.normalize('NFKD').replace(/\p{M}/gu, '') : char;

/**
 * The readable part of a company's address: its name's letters and digits (any alphabet), lower case,
 * words joined by "-". A name with none (emoji only) is "company".
 */
export function slugBase(name: string): string {
  const base = [...name.normalize('NFC')]
    .map(plainLatin)
    .join('')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return base === '' ? 'company' : base;
}

/** The base, or the base with the first free number ("acme-2"), among the slugs taken now. */
export async function freeSlug(db: Db | Tx, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(
    (
      await db
        .select({ slug: companies.slug })
        .from(companies)
        .where(or(eq(companies.slug, base), like(companies.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
