import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseKeys, flattenCatalogue, missingPluralForms, untranslatedKeys } from '@debut/contract/catalogues';
import { PAGE_CATALOGUES } from '../src/modules/vacancy-pages/locales/index.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// The public pages speak all 15 languages, key for key, like the web app and the mails.
const renderDir = join(import.meta.dirname, '../src/modules/vacancy-pages');
const english = flattenCatalogue(PAGE_CATALOGUES.en);
const others = Object.entries(PAGE_CATALOGUES)
  .filter(([language]) => language !== 'en')
  .map(([language, catalogue]) => [language, flattenCatalogue(catalogue)] as const);
// Words written the same in English and the language itself.
const SAME_AS_ENGLISH: Record<string, string[]> = { fr: ['job.description'] };

function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' ? [] : [sources(path)];
      return entry.name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
    })
    .join('\n');
}

describe('public page catalogues', () => {
  it.each(others)('%s holds exactly the English keys', (_language, catalogue) => {
    expect(baseKeys(catalogue)).toEqual(baseKeys(english));
  });

  it.each(others)('%s translates every value', (language, catalogue) => {
    expect(untranslatedKeys(catalogue, english, SAME_AS_ENGLISH[language])).toEqual([]);
  });

  it.each([['en', english] as const, ...others])('%s has every plural form', (language, catalogue) => {
    expect(missingPluralForms(language, catalogue, english)).toEqual([]);
  });

  it('uses every key in the pages', () => {
    const source = sources(renderDir);
    // Keys chosen at run time from a job's enum value.
    const dynamic = ['schedule.', 'employmentType.', 'experience.', 'salaryPeriod.', 'check.'];
    const unused = baseKeys(english).filter(
      (key) => !dynamic.some((prefix) => key.startsWith(prefix)) && !source.includes(`'${key}'`),
    );
    expect(unused).toEqual([]);
  });
});
