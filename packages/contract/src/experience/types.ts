/**
 * How one language asks for prior work experience in a job's text (DESIGN.md §14.3). The examples are
 * the patterns' specification: a test runs every language's examples against every language's
 * patterns, so a pattern that fires on another language's harmless sentence fails too.
 */
export interface ExperiencePatterns {
  /** Each matches wording that requires earlier work experience; flags `iu`, no `g` (they are reused). */
  readonly asks: readonly RegExp[];
  /** Realistic job-ad sentences that ask for experience (at least 10). */
  readonly mustMatch: readonly string[];
  /**
   * Sentences that must not count (at least 10): "no experience required", "you will gain experience",
   * "experience our city", customer experience, years of the company's history, and the like.
   */
  readonly mustNotMatch: readonly string[];
}
