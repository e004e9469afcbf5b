// PostgreSQL's text forms of a tsvector and of a tsquery, read into what the in-process index keeps.
// Only the forms the search produces are read: a tsquery of AND-ed words, each one word, a prefix or
// an OR of them (resolveTsQuery); anything else (a phrase, a negation, weights) is refused, and the
// search then asks SQL instead.

/** A position as PostgreSQL stores it (WordEntryPos): the weight in the top two bits (A=3 … D=0). */
export type WordEntryPos = number;
export const positionOf = (entry: WordEntryPos) => entry & 0x3fff;
export const weightOf = (entry: WordEntryPos) => entry >> 14;
const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

export interface VectorEntry {
  lexeme: string;
  positions: WordEntryPos[];
}

/** Reads one quoted lexeme starting at `at` (the opening quote); returns it and the index after it. */
function quoted(text: string, at: number): [string, number] {
  let lexeme = '';
  let i = at + 1;
  for (;;) {
    const char = text[i];
    if (char === undefined) throw new Error('unterminated lexeme');
    if (char === "'") {
      if (text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
        continue;
      }
      return [lexeme, i + 1];
    }
    if (char === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
      continue;
    }
    lexeme += char;
    i += 1;
  }
}

/** `'barista':1A,4B 'moscow':7` → its lexemes with their positions, in the vector's order. */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [lexeme, after] = quoted(text, i);
    i = after;
    const positions: WordEntryPos[] = [];
    if (text[i] === ':') {
      i += 1;
      for (;;) {
        let digits = 0;
        let value = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          value = value * 10 + text.charCodeAt(i) - 48;
          i += 1;
          digits += 1;
        }
        if (digits === 0) throw new Error('position expected');
        const weight = WEIGHT_CODES[text[i] ?? ''];
        if (weight !== undefined) i += 1;
        positions.push((value & 0x3fff) | ((weight ?? 0) << 14));
        if (text[i] !== ',') break;
        i += 1;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/** One lexeme of a query: the word, and whether it stands for every lexeme it begins. */
export interface QueryItem {
  lexeme: string;
  prefix: boolean;
}

/**
 * A query the index answers: every operand must match (AND), and an operand matches when any of
 * its items does (OR). Items are numbered across the query in the order PostgreSQL keeps them.
 */
export type QueryOperands = QueryItem[][];

/**
 * `'barista':* & ( 'devloper':* | 'developer' ) & 'it'` → its operands, or undefined for any other
 * shape (phrases `<->`, `!`, weights, nested groups), which the SQL search answers instead.
 */
export function parseTsquery(text: string): QueryOperands | undefined {
  const operands: QueryOperands = [];
  let i = 0;
  const skipSpaces = () => {
    while (text[i] === ' ') i += 1;
  };
  const item = (): QueryItem | undefined => {
    skipSpaces();
    if (text[i] !== "'") return undefined;
    const [lexeme, after] = quoted(text, i);
    i = after;
    if (text.startsWith(':*', i)) {
      i += 2;
      return { lexeme, prefix: true };
    }
    // A weight restriction (':A') is not a form the search writes.
    if (text[i] === ':') return undefined;
    return { lexeme, prefix: false };
  };
  try {
    for (;;) {
      skipSpaces();
      if (text[i] === '(') {
        i += 1;
        const group: QueryItem[] = [];
        for (;;) {
          const next = item();
          if (!next) return undefined;
          group.push(next);
          skipSpaces();
          if (text[i] === '|') {
            i += 1;
            continue;
          }
          if (text[i] === ')') {
            i += 1;
            break;
          }
          return undefined;
        }
        operands.push(group);
      } else {
        const next = item();
        if (!next) return undefined;
        operands.push([next]);
      }
      skipSpaces();
      // One word with its corrections alone: PostgreSQL writes that OR without brackets.
      if (text[i] === '|' && operands.length === 1) {
        const group = operands[0] ?? [];
        while (text[i] === '|') {
          i += 1;
          const next = item();
          if (!next) return undefined;
          group.push(next);
          skipSpaces();
        }
        return i >= text.length ? operands : undefined;
      }
      if (i >= text.length) break;
      if (text[i] !== '&') return undefined;
      i += 1;
    }
  } catch {
    return undefined;
  }
  return operands.length > 0 ? operands : undefined;
}
