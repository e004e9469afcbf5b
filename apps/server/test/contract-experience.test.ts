import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@debut/contract/constants';
import { asksForExperience } from '@debut/contract/experience/index';
import { EXPERIENCE_PATTERNS } from '@debut/contract/experience/languages';

// Issue 33: "no experience" must be true. Each language's examples are its patterns' specification,
// and every language's harmless sentences are run against every language's patterns.

const languages = Object.entries(EXPERIENCE_PATTERNS);

it('registers patterns only under interface languages', () => {
  for (const [language] of languages) expect(LANGUAGES).toContain(language);
});

describe.each(languages)('experience asked for, in %s', (_language, patterns) => {
  it('has at least ten examples of each kind', () => {
    expect(patterns.mustMatch.length).toBeGreaterThanOrEqual(10);
    expect(patterns.mustNotMatch.length).toBeGreaterThanOrEqual(10);
  });

  it('finds every sentence that asks for experience', () => {
    const missed = patterns.mustMatch.filter((sentence) => !asksForExperience(sentence));
    expect(missed).toEqual([]);
  });

  it('leaves alone every sentence that does not, whatever language the patterns are of', () => {
    const flagged = patterns.mustNotMatch.filter((sentence) => asksForExperience(sentence));
    expect(flagged).toEqual([]);
  });

  it('keeps its patterns reusable (no global or sticky flag)', () => {
    for (const pattern of patterns.asks) expect(pattern.flags).not.toMatch(/[gy]/);
  });
});
