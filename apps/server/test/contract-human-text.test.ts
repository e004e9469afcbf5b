import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZDisplayName } from '@debut/contract/auth';
import { LANGUAGES } from '@debut/contract/constants';
import {
  BADGE_TEXTS,
  HUMAN_TEXT_CODES,
  humanTextProblem,
  type THumanTextProblem,
} from '@debut/contract/human-text';
import { ZJobFields } from '@debut/contract/jobs';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Issue 27: names and titles other people read must show something, look like what they are and
// never pass for the product's badge. Unit tests of the contract alone (no server, no database).

/** Real names and titles in the 15 interface languages and their scripts, decomposed too. */
const ORDINARY = [
  'Anna Müller',
  'Иван Петров',
  'Ёлка и Ко',
  'José Ángel Núñez',
  'François Lefèvre',
  'Jiří Dvořák',
  'Ősz Árpád',
  'Niccolò dell’Arte',
  'Åsa Öberg',
  'Łukasz Żółć',
  'João Conceição',
  'مُحَمَّد عَبْدُ الله',
  'اللّٰه أكبر للتجارة',
  'شركة الأمل',
  'राजेश कुमार',
  'ज़िंदगी कैफ़े',
  'हैं क्षत्रिय श्रीमती',
  '李雷',
  '山田太郎',
  'カフェ・ドゥ・パリ',
  'Nguyễn Thị Ngọc Diễm',
  'Nguyễn Thị Ngọc Diễm'.normalize('NFD'),
  'Işıl Yılmaz',
  'Αθηνά Παπαδοπούλου',
  'Barista (m/w/d) – 20 h',
  'O’Brien & Sons GmbH',
  'McDonald’s',
  'E-Mail-Marketing Manager',
  'Café 👩🏽‍💻 Lab',
  'Team 🏴󠁧󠁢󠁳󠁣󠁴󠁿 Glasgow',
  'Ресторан Debut',
  'Debut ООО',
];

const REFUSED: [string, THumanTextProblem][] = [
  ['\u200B\u200B\u200B', 'invisible'],
  ['\u3164\u3164', 'invisible'],
  ['\u2800\u2800\u2800', 'invisible'],
  ['\u0301\u0301\u0301', 'invisible'],
  ['\u00AD\u2060\uFEFF', 'invisible'],
  ['\u202E\u202D\u034F', 'invisible'],
  ['Anna\u200BMüller', 'hiddenCharacter'],
  ['Admin\u202Egnp.exe', 'hiddenCharacter'],
  ['Debut\u2066 Support\u2069', 'hiddenCharacter'],
  ['\u200DAnna', 'hiddenCharacter'],
  ['Ann\uFEFFa', 'hiddenCharacter'],
  ['Anna\u3164Müller', 'hiddenCharacter'],
  ['Line\nbreak', 'hiddenCharacter'],
  ['Tag\u{E0041}s', 'hiddenCharacter'],
  ['Z\u0336\u0337\u0338algo', 'markStack'],
  ['A\u0300\u0301\u0302\u0303 name', 'markStack'],
  ['H̷̢̛̖e̵͓͝l̴̡l̵o', 'markStack'],
  ['\u0410dm\u0456n Debut', 'mixedScript'],
  ['Debut Supp\u03BFrt', 'mixedScript'],
  ['P\u0430yPal', 'mixedScript'],
  ['Anna ✓', 'badge'],
  ['✅ Verified employer', 'badge'],
  ['Barista ✔️', 'badge'],
  ['🛡 Debut', 'badge'],
  ['☑ Cook', 'badge'],
  ['√ Trusted', 'badge'],
  ['Barista — E-mail confirmed', 'badge'],
  ['EMAIL CONFIRMED', 'badge'],
  ['Ｅ－ｍａｉｌ ｃｏｎｆｉｒｍｅｄ', 'badge'],
  ['Кассир E-mail подтвержден', 'badge'],
  ['Koch · E-Mail bestätigt', 'badge'],
  ['电子邮件已确认 厨师', 'badge'],
  ['بائع البريد الإلكتروني مؤكد', 'badge'],
];

describe('humanTextProblem', () => {
  it.each(ORDINARY)('accepts the ordinary name or title %s', (text) => {
    expect(humanTextProblem(text)).toBeNull();
  });

  it.each(REFUSED)('refuses %j as %s', (text, problem) => {
    expect(humanTextProblem(text)).toBe(problem);
  });

  it('knows every badge text of the 15 web catalogues', () => {
    const fromCatalogues = LANGUAGES.flatMap((language) => {
      const file = new URL(`../../web/public/locales/${language}/translation.json`, import.meta.url);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as {
        verifyEmail: { badge: string; confirmedTitle: string };
      };
      return [catalogue.verifyEmail.badge, catalogue.verifyEmail.confirmedTitle];
    });
    expect([...new Set(fromCatalogues)].sort()).toEqual([...new Set(BADGE_TEXTS)].sort());
    for (const badge of fromCatalogues) expect(humanTextProblem(badge), badge).toBe('badge');
  });
});

describe('the fields others read use it', () => {
  const fields = {
    displayName: ZDisplayName,
    title: ZJobFields.shape.title,
    companyName: ZJobFields.shape.companyName,
  };
  it.each(Object.entries(fields))(
    '%s refuses each class with its reason and keeps real names',
    (_, schema) => {
      for (const [text, problem] of REFUSED) {
        const result = schema.safeParse(text);
        expect(result.success, text).toBe(false);
        const reasons = result.error?.issues.map((issue) =>
          issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : issue.code,
        );
        expect(reasons, text).toContain(HUMAN_TEXT_CODES[problem]);
      }
      // A title needs three characters: a two-character Chinese name is tried as a company name and title.
      for (const text of ORDINARY) expect(schema.safeParse(`${text} 餐厅`).success, text).toBe(true);
    },
  );
});
