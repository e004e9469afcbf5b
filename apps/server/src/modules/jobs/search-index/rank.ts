import { positionOf, weightOf, type QueryItem, type QueryOperands, type WordEntryPos } from './text-forms.ts';

// PostgreSQL's ts_rank_cd (cover density, normalization 0, default weights), written again so the
// in-process index orders best matches exactly as the SQL search does: the same covers, the same
// arithmetic in doubles, rounded to a float4 at the end as PostgreSQL returns it. The steps follow
// src/backend/utils/adt/tsrank.c (get_docrep, Cover, calc_rank_cd); the test compares both on
// thousands of documents and queries.

/**
 * What each word matched by the job's profession adds to its rank (DESIGN.md §14.4, decision 063): as
 * much as one match of the profession's name weighed in the vector before migration 0028 (weight B),
 * once, and not once per language that spells the name alike. The SQL search adds the same in float8.
 */
export const PROFESSION_MATCH_RANK = 0.4;

/** 1 / weight for D, C, B, A: the weights are float4 {0.1, 0.2, 0.4, 1.0} widened to double. */
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map((weight) => 1 / Math.fround(weight));

/** A document's lexeme: its text and its positions. */
export interface DocLexeme {
  lexeme: string;
  positions: ArrayLike<WordEntryPos>;
}

interface DocEntry {
  pos: WordEntryPos;
  lexeme: string;
  /** The numbers of the query items this position satisfies. */
  items: number[];
}

const itemMatches = (item: QueryItem, lexeme: string) =>
  item.prefix ? lexeme.startsWith(item.lexeme) : lexeme === item.lexeme;

/** Byte order of lexemes as the tsvector sorts them (shorter first on a common beginning). */
const compareLexemes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** get_docrep: each position of a lexeme the query asks for, in order, with the items it satisfies. */
function docRepresentation(items: QueryItem[], lexemes: readonly DocLexeme[]): DocEntry[] {
  const raw: { pos: WordEntryPos; lexeme: string; item: number }[] = [];
  items.forEach((item, number) => {
    for (const { lexeme, positions } of lexemes) {
      if (!itemMatches(item, lexeme)) continue;
      for (let j = 0; j < positions.length; j += 1)
        raw.push({ pos: positions[j] ?? 0, lexeme, item: number });
    }
  });
  raw.sort(
    (a, b) =>
      positionOf(a.pos) - positionOf(b.pos) ||
      weightOf(a.pos) - weightOf(b.pos) ||
      compareLexemes(a.lexeme, b.lexeme),
  );
  const doc: DocEntry[] = [];
  for (const entry of raw) {
    const last = doc.at(-1);
    if (last && last.pos === entry.pos && last.lexeme === entry.lexeme) last.items.push(entry.item);
    else doc.push({ pos: entry.pos, lexeme: entry.lexeme, items: [entry.item] });
  }
  return doc;
}

interface Cover {
  /** Where the next cover is looked for (an index into the document representation). */
  pos: number;
  p: number;
  q: number;
  begin: number;
  end: number;
}

/**
 * The next cover from `ext.pos`: the first place where the words seen so far satisfy the query (its
 * end), then back from there to where they satisfy it again (its beginning).
 */
function nextCover(
  doc: DocEntry[],
  satisfied: (seen: Uint8Array) => boolean,
  seen: Uint8Array,
  ext: Cover,
): boolean {
  for (;;) {
    seen.fill(0);
    ext.p = 0x7fffffff;
    ext.q = 0;
    let lastpos = ext.pos;
    let found = false;
    for (let ptr = ext.pos; ptr < doc.length; ptr += 1) {
      const entry = doc[ptr] as DocEntry;
      for (const item of entry.items) seen[item] = 1;
      if (satisfied(seen)) {
        if (positionOf(entry.pos) > ext.q) {
          ext.q = positionOf(entry.pos);
          ext.end = ptr;
          lastpos = ptr;
          found = true;
        }
        break;
      }
    }
    if (!found) return false;
    seen.fill(0);
    let ptr = lastpos;
    for (; ptr >= ext.pos; ptr -= 1) {
      const entry = doc[ptr] as DocEntry;
      for (const item of entry.items) seen[item] = 1;
      if (satisfied(seen)) {
        if (positionOf(entry.pos) < ext.p) {
          ext.begin = ptr;
          ext.p = positionOf(entry.pos);
        }
        break;
      }
    }
    if (ext.p <= ext.q) {
      ext.pos = ptr + 1;
      return true;
    }
    ext.pos += 1;
  }
}

/**
 * ts_rank_cd of a query of one operand (one word, or a word OR its corrections), from the positions of
 * the document's lexemes that the operand matches: each position satisfies the query alone, so each
 * is a cover of its own (begin = end, no noise) and adds 1 / its inverse weight, as calc_rank_cd
 * computes it, in the same order (by position, then weight). Sorts `positions` in place.
 */
export function rankOfPositions(positions: WordEntryPos[]): number {
  positions.sort((a, b) => positionOf(a) - positionOf(b) || weightOf(a) - weightOf(b));
  let wdoc = 0;
  for (const pos of positions) wdoc += 1 / (INVERSE_WEIGHTS[weightOf(pos)] ?? 0);
  return Math.fround(wdoc);
}

/**
 * rankOfPositions of one lexeme's positions as a tsvector keeps them (each position once, ascending),
 * read in place without a copy or a sort: the same additions in the same order. Undefined when they
 * are not in that order, for rankOfPositions to sort.
 */
export function rankOfOrderedPositions(
  positions: ArrayLike<WordEntryPos>,
  from: number,
  to: number,
): number | undefined {
  let wdoc = 0;
  let last = -1;
  for (let i = from; i < to; i += 1) {
    const pos = positions[i] ?? 0;
    if (positionOf(pos) <= last) return undefined;
    last = positionOf(pos);
    wdoc += 1 / (INVERSE_WEIGHTS[weightOf(pos)] ?? 0);
  }
  return Math.fround(wdoc);
}

/** ts_rank_cd(vector, query) for a document given as its lexemes, as a float4 widened to a double. */
export function rankCd(operands: QueryOperands, lexemes: readonly DocLexeme[]): number {
  const items = operands.flat();
  const doc = docRepresentation(items, lexemes);
  if (doc.length === 0) return 0;
  // Item numbers of each operand, for checking the AND of ORs against what was seen.
  const groups: number[][] = [];
  let number = 0;
  for (const operand of operands) {
    groups.push(operand.map(() => number++));
  }
  let wdoc = 0;
  if (operands.length === 1) return rankOfPositions(doc.map((entry) => entry.pos));
  const satisfied = (seen: Uint8Array) => groups.every((group) => group.some((item) => seen[item] === 1));
  const seen = new Uint8Array(items.length);
  const ext: Cover = { pos: 0, p: 0, q: 0, begin: 0, end: 0 };
  while (nextCover(doc, satisfied, seen, ext)) {
    let invSum = 0;
    for (let ptr = ext.begin; ptr <= ext.end; ptr += 1) {
      invSum += INVERSE_WEIGHTS[weightOf((doc[ptr] as DocEntry).pos)] ?? 0;
    }
    const cpos = (ext.end - ext.begin + 1) / invSum;
    let noise = ext.q - ext.p - (ext.end - ext.begin);
    // C's integer division.
    if (noise < 0) noise = Math.trunc((ext.end - ext.begin) / 2);
    wdoc += cpos / (1 + noise);
  }
  return Math.fround(wdoc);
}
