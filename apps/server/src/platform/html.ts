// The server's one way to write HTML (issue 28, decision 042): every value put into an html`` template
// is escaped, unless it is itself the result of an html`` template (or of one of the two builders
// below, which make their own content safe). No other file escapes HTML or writes an element outside
// html``: test/server-html.test.ts holds that.

const HAS_MARKUP = /[&<>"']/;
const MARKUP = /[&<>"']/g;

/** Text for element content and quoted attribute values: the five characters HTML gives a meaning. */
const escapeText = (value: string): string =>
  HAS_MARKUP.test(value) ? value.replace(MARKUP, (char) => `&#${char.charCodeAt(0)};`) : value;

// Only this module holds the token, so only this module can make a SafeHtml.
const TRUSTED: unique symbol = Symbol('trusted HTML');

/** HTML that is safe to send as it is: only this module makes one. */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string, token: typeof TRUSTED) {
    if (token !== TRUSTED) throw new Error('SafeHtml is made by html`` only');
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}
const trusted = (markup: string) => new SafeHtml(markup, TRUSTED);

/**
 * What a template takes: text and numbers (escaped), SafeHtml (as it is), lists of either (in order,
 * with nothing between), and null, undefined or false for nothing, so `${cond && html`…`}` reads well.
 */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(render).join('');
  return '';
}

/** An HTML template whose every value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  for (let index = 0; index < values.length; index += 1) {
    markup += render(values[index]) + (strings[index + 1] ?? '');
  }
  return trusted(markup);
}

/** Parts joined by a separator that is itself HTML (" · ", "\n"); each part escaped unless SafeHtml. */
export function joinHtml(parts: readonly HtmlValue[], separator: SafeHtml | string = ''): SafeHtml {
  const between = render(separator);
  return trusted(
    parts
      .map(render)
      .filter((part) => part !== '')
      .join(between),
  );
}

/**
 * `<script type="application/ld+json">`: JSON whose `<` is escaped so that no value can close the
 * element ("</script>") or open a comment, whatever a job's text holds.
 */
export function jsonLdScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return trusted(`<script type="application/ld+json">${json}</script>`);
}

/** `<style>` for a style sheet written in our source: CSS is not escaped, so it may not end the element. */
export function styleElement(css: string): SafeHtml {
  if (/<\/style/i.test(css)) throw new Error('A style sheet may not contain "</style"');
  return trusted(`<style>${css}</style>`);
}
