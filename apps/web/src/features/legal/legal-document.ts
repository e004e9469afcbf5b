/** A legal page's text: authored in Russian, which is authoritative (SPEC.md §1). */
export interface LegalSection {
  /** "1", "2", … ; subsections are numbered inside paragraphs ("8.2. …"). */
  number: string;
  heading: string;
  /** Plain text; `[[/path|words]]` links to a page of the site (rendered by legal-paragraph.tsx). */
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Shown as written, e.g. "07.06.2025". */
  effectiveDate: string;
  /** A short lead paragraph under the title. */
  intro: string;
  sections: LegalSection[];
}
