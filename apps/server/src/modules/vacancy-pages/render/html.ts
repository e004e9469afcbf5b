/** Text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * JSON inside `<script type="application/ld+json">`: `<` is escaped so that no value can close the
 * element ("</script>") or open a comment, whatever a job's text holds.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Paragraphs of user text: blank lines separate them, single line breaks stay line breaks. */
export const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p dir="auto">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
