import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseKeys,
  type Catalogue,
  flattenCatalogue,
  missingPluralForms,
  untranslatedKeys,
} from '@debut/contract/catalogues';
import { ERROR_CODES } from '@debut/contract/errors';

const localesDir = join(import.meta.dirname, '../../public/locales');
const srcDir = join(import.meta.dirname, '..');
// Keys built at run time from a server value.
const DYNAMIC_PREFIXES = ['errors.codes.'];
// Words spelled the same in English and the language itself ("Menu" in Italian, "Messages" in French)
// and templates made only of a placeholder and a symbol.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ['applications.no'],
  fr: [
    'nav.menu',
    'nav.messages',
    'dashboard.messages.title',
    'messages.title',
    'chat.message',
    'jobs.form.questions.text',
  ],
  it: ['nav.menu', 'applications.no'],
  pl: ['nav.menu'],
  pt: ['nav.menu'],
  ru: ['payments.price.rub', 'payments.price.usd'],
};

function catalogueOf(language: string): Map<string, string> {
  const text = readFileSync(join(localesDir, language, 'translation.json'), 'utf8');
  return flattenCatalogue(JSON.parse(text) as Catalogue);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('translation catalogues', () => {
  const english = catalogueOf('en');
  const languages = readdirSync(localesDir).filter((name) => name !== 'en');

  it.each(languages)('%s holds exactly the English keys', (language) => {
    expect(baseKeys(catalogueOf(language))).toEqual(baseKeys(english));
  });

  it.each(languages)('%s translates every value', (language) => {
    expect(untranslatedKeys(catalogueOf(language), english, SAME_AS_ENGLISH[language])).toEqual([]);
  });

  it.each(['en', ...languages])('%s has every plural form its language needs', (language) => {
    expect(missingPluralForms(language, catalogueOf(language), english)).toEqual([]);
  });

  it('words every error code of the API, so no answer reaches a person as English server text', () => {
    expect(ERROR_CODES.filter((code) => !english.has(`errors.codes.${code}`))).toEqual([]);
  });

  it('uses every English key in the source', () => {
    const source = sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = baseKeys(english).filter(
      (key) =>
        !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
