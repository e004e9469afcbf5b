import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseKeys, flattenCatalogue, missingPluralForms, untranslatedKeys } from '@debut/contract/catalogues';
import { MAIL_CATALOGUES } from '../src/mail/locales/index.ts';
import { resetPasswordMail } from '../src/mail/reset-password-mail.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

const mailDir = join(import.meta.dirname, '../src/mail');
const english = flattenCatalogue(MAIL_CATALOGUES.en);
const others = Object.entries(MAIL_CATALOGUES)
  .filter(([language]) => language !== 'en')
  .map(([language, catalogue]) => [language, flattenCatalogue(catalogue)] as const);

describe('mail catalogues', () => {
  it.each(others)('%s holds exactly the English keys', (_language, catalogue) => {
    expect(baseKeys(catalogue)).toEqual(baseKeys(english));
  });

  it.each(others)('%s translates every value', (_language, catalogue) => {
    expect(untranslatedKeys(catalogue, english)).toEqual([]);
  });

  it.each([['en', english] as const, ...others])('%s has every plural form', (language, catalogue) => {
    expect(missingPluralForms(language, catalogue, english)).toEqual([]);
  });

  it('uses every key in the mail builders', () => {
    const source = readdirSync(mailDir)
      .filter((name) => name.endsWith('-mail.ts'))
      .map((name) => readFileSync(join(mailDir, name), 'utf8'))
      .join('\n');
    expect(baseKeys(english).filter((key) => !source.includes(`'${key}'`))).toEqual([]);
  });

  it('writes the reset mail with the plural the language needs', () => {
    const mail = (language: string) =>
      resetPasswordMail({ to: 'a@b.c', displayName: 'Ann', language, link: 'https://x' }).text;
    expect(mail('ru')).toContain('в течение 30 минут:');
    expect(mail('pl')).toContain('w ciągu 30 minut,');
    expect(mail('ja')).toContain('Ann 様');
    expect(mail('xx')).toContain('within 30 minutes');
  });
});
