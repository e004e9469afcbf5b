/**
 * Wraps a value put into a translated sentence in Unicode direction isolates (FSI … PDI), so a
 * Latin name or e-mail inside an Arabic sentence (or the reverse) keeps its own order and does not
 * drag the punctuation around it to the wrong side.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
