import { EXPERIENCE_PATTERNS } from './languages.ts';

const ALL_PATTERNS = Object.values(EXPERIENCE_PATTERNS).flatMap((language) => language?.asks ?? []);

/**
 * Whether a job's text asks for earlier work experience, in any of the 15 languages: a job may be
 * written in a language other than its author's interface, and one text may mix two.
 */
export function asksForExperience(text: string): boolean {
  const normalized = text.normalize('NFC');
  return ALL_PATTERNS.some((pattern) => pattern.test(normalized));
}
