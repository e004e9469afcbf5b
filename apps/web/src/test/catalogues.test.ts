import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '../../public/locales');
const srcDir = join(import.meta.dirname, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// Keys built at run time from a server value.
const DYNAMIC_PREFIXES = ['errors.codes.'];

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function keysOf(language: string): string[] {
  const text = readFileSync(join(localesDir, language, 'translation.json'), 'utf8');
  return flatten(JSON.parse(text) as Catalogue);
}

/** Plural forms differ by language (ru has _few and _many, ja only _other): compare base keys. */
function baseKeys(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('translation catalogues', () => {
  const english = baseKeys(keysOf('en'));
  const languages = readdirSync(localesDir).filter((name) => name !== 'en');

  it.each(languages)('%s holds exactly the English keys', (language) => {
    expect(baseKeys(keysOf(language))).toEqual(english);
  });

  it('has English plural keys in pairs', () => {
    const plurals = keysOf('en').filter((key) => PLURAL_SUFFIX.test(key));
    for (const key of plurals) {
      const base = key.replace(PLURAL_SUFFIX, '');
      expect(plurals).toContain(`${base}_one`);
      expect(plurals).toContain(`${base}_other`);
    }
  });

  it('uses every English key in the source', () => {
    const source = sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = english.filter(
      (key) =>
        !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
