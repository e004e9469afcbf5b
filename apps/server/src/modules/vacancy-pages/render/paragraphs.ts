import { html, joinHtml, type SafeHtml } from '../../../platform/html.ts';

/** Paragraphs of user text: blank lines separate them, single line breaks stay line breaks. */
export const paragraphs = (text: string): SafeHtml =>
  joinHtml(
    text
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => html`<p dir="auto">${joinHtml(part.split('\n'), html`<br>`)}</p>`),
  );
