import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@debut/contract/constants';
import {
  findProfession,
  normalizeProfessionName,
  professionNameTerms,
  professionSearchTerms,
  PROFESSION_NAMES,
  resolveCategory,
} from '@debut/contract/profession-lookup';
import { PROFESSION_ALIASES } from '@debut/contract/profession-aliases';
import { INDUSTRIES, PROFESSIONS, PROFESSIONS_BY_INDUSTRY } from '@debut/contract/professions';

// Once per run: the same on every database (apps/server/vitest.config.ts).

/**
 * Names that really are the same word in a language as in English (cognates and loanwords). Anything
 * else equal to English is a name left untranslated, and fails.
 */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  de: ['barista', 'promoter'],
  fr: ['barista'],
  it: ['barista', 'merchandiser', 'receptionist', 'smm_specialist'],
  cs: ['merchandiser', 'copywriter'],
  pl: ['merchandiser', 'copywriter'],
  sv: ['bartender', 'receptionist'],
};

describe('the profession list', () => {
  it('has 60 to 120 professions in about a dozen industries, each key once, and "other" last', () => {
    const listed = INDUSTRIES.flatMap((industry) => [...PROFESSIONS_BY_INDUSTRY[industry]]);
    expect(listed.length).toBeGreaterThanOrEqual(60);
    expect(listed.length).toBeLessThanOrEqual(120);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(listed).size).toBe(listed.length);
    expect(PROFESSIONS.at(-1)).toBe('other');
    for (const key of PROFESSIONS) expect(key).toMatch(/^[a-z][a-z_]*[a-z]$/);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'names every profession and industry in %s, translated',
    (language) => {
      const names = PROFESSION_NAMES[language];
      const english = PROFESSION_NAMES.en;
      for (const key of PROFESSIONS) expect(names.professions[key]?.trim(), key).toBeTruthy();
      for (const key of INDUSTRIES) expect(names.industries[key]?.trim(), key).toBeTruthy();
      const untranslated = [
        ...PROFESSIONS.filter((key) => names.professions[key] === english.professions[key]),
        ...INDUSTRIES.filter((key) => names.industries[key] === english.industries[key]),
      ].filter((key) => !(SAME_AS_ENGLISH[language] ?? []).includes(key));
      expect(untranslated).toEqual([]);
    },
  );

  it('gives every word one profession only, across all languages and aliases', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    const claim = (word: string, key: string) => {
      const normalized = normalizeProfessionName(word);
      const previous = owner.get(normalized);
      if (previous && previous !== key) clashes.push(`${normalized}: ${previous} / ${key}`);
      owner.set(normalized, key);
    };
    for (const language of LANGUAGES) {
      for (const key of PROFESSIONS) claim(PROFESSION_NAMES[language].professions[key], key);
    }
    for (const [key, aliases] of Object.entries(PROFESSION_ALIASES)) {
      for (const alias of aliases ?? []) claim(alias, key);
    }
    expect(clashes).toEqual([]);
  });
});

describe('findProfession', () => {
  it.each([
    ['barista', 'barista'],
    ['sales_assistant', 'sales_assistant'],
    ['  BARISTA  ', 'barista'],
    ['Kellner', 'waiter'],
    ['Kellner (m/w/d)', 'waiter'],
    ['kellner (w/m/d)', 'waiter'],
    ['Kellner m/w/d', 'waiter'],
    ['Kellner*in', 'waiter'],
    ['Verkäufer/-in', 'sales_assistant'],
    ['Serveur (H/F)', 'waiter'],
    ['Cameriere (m/f)', 'waiter'],
    ['Бариста', 'barista'],
    ['официантка', 'waiter'],
    ['Видеомонтажер', 'video_editor'],
    ['طباخ', 'cook'],
    ['طبّاخ', 'cook'],
    ['バリスタ', 'barista'],
    ['咖啡师', 'barista'],
    ['बरिस्ता', 'barista'],
    ['software developer', 'software_developer'],
    ['marketing intern', 'marketing_assistant'],
    ['Call center operator', 'call_centre_operator'],
    ['Sonstiges', 'other'],
    ['other', 'other'],
  ])('maps %j to %s', (text, key) => {
    expect(findProfession(text)).toBe(key);
  });

  it.each(['Dog walker', 'Kellnerei', 'bar', ''])('knows no profession called %j', (text) => {
    expect(findProfession(text)).toBeUndefined();
  });
});

describe('resolveCategory', () => {
  it('stores a listed profession as its key, without words', () => {
    expect(resolveCategory('Kellner (m/w/d)', undefined)).toEqual({
      ok: true,
      category: 'waiter',
      categoryOther: null,
    });
    expect(resolveCategory('waiter', null)).toEqual({ ok: true, category: 'waiter', categoryOther: null });
  });

  it('keeps other words word for word as "other"', () => {
    expect(resolveCategory(' Dog walker ', undefined)).toEqual({
      ok: true,
      category: 'other',
      categoryOther: 'Dog walker',
    });
    expect(resolveCategory('other', 'Dog walker')).toEqual({
      ok: true,
      category: 'other',
      categoryOther: 'Dog walker',
    });
  });

  it('refuses "other" without words, and words beside a listed profession or other words', () => {
    expect(resolveCategory('other', undefined)).toEqual({ ok: false, problem: 'other_needs_words' });
    expect(resolveCategory('Другое', '  ')).toEqual({ ok: false, problem: 'other_needs_words' });
    expect(resolveCategory('barista', 'Coffee')).toEqual({ ok: false, problem: 'words_only_for_other' });
    expect(resolveCategory('Dog walker', 'Walker')).toEqual({ ok: false, problem: 'words_only_for_other' });
  });
});

describe('professionNameTerms and professionSearchTerms', () => {
  it("names a listed profession in all 15 languages; a job's own text holds only the owner's words", () => {
    const terms = professionNameTerms('waiter');
    for (const language of LANGUAGES) {
      expect(terms).toContain(PROFESSION_NAMES[language].professions.waiter.toLowerCase());
    }
    expect(professionSearchTerms('waiter', null)).toBe('');
    expect(professionSearchTerms('other', 'Dog walker')).toBe('Dog walker');
  });
});
