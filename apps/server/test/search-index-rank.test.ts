import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rankCd } from '../src/modules/jobs/search-index/rank.ts';
import { parseTsquery, parseTsvector } from '../src/modules/jobs/search-index/text-forms.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

// Issue 30: the in-process index orders best matches by its own ts_rank_cd. It must give PostgreSQL's
// number to the last bit, on both databases (PostgreSQL 15+ and PGlite), for the vectors the jobs
// table writes (title A, company and profession B, description C) and the queries the search writes
// (AND of words, prefixes, and a word OR its corrections), including repeated and shared words.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb.drop());

const VOCABULARY = [
  'barista',
  'bar',
  'barman',
  'coffee',
  'cafe',
  'courier',
  'cour',
  'moscow',
  'mos',
  'it',
  'день',
  'день-ночь',
  'ночь',
  'e-mail',
  'mail',
];

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

test('rankCd equals ts_rank_cd on thousands of vectors and queries', async () => {
  const random = generator(30);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(' ');
  const itemText = () => {
    const word = pick(VOCABULARY).replace(/-.*/, '');
    return random() < 0.5 ? `'${word}':*` : `'${word}'`;
  };
  const cases = Array.from({ length: 1500 }, () => {
    const operands = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      random() < 0.3 ? `(${itemText()} | ${itemText()} | ${itemText()})` : itemText(),
    );
    return {
      title: words(1 + Math.floor(random() * 5)),
      company: words(1 + Math.floor(random() * 3)),
      description: words(Math.floor(random() * 30)),
      query: operands.join(' & '),
    };
  });
  const { rows } = (await testDb.database.db.execute(sql`
    select v::text as vector, q::text as query, ts_rank_cd(v, q)::float8 as rank
    from jsonb_to_recordset(${JSON.stringify(cases)}::jsonb)
      as c(title text, company text, description text, query text),
    lateral (select setweight(to_tsvector('simple', c.title), 'A')
      || setweight(to_tsvector('simple', c.company), 'B')
      || setweight(to_tsvector('simple', c.description), 'C') as v,
      to_tsquery('simple', c.query) as q) forms
    where v @@ q`)) as unknown as { rows: { vector: string; query: string; rank: number }[] };
  expect(rows.length).toBeGreaterThan(300);
  const differing = rows.filter((row) => {
    const operands = parseTsquery(row.query);
    if (!operands) return true;
    return rankCd(operands, parseTsvector(row.vector)) !== Number(row.rank);
  });
  expect(differing.slice(0, 5)).toEqual([]);
});

test('the text forms read what PostgreSQL writes, and refuse the shapes the index does not answer', async () => {
  expect(parseTsvector(`'a''b':1A,3 'c\\\\d':2B 'x'`)).toEqual([
    { lexeme: "a'b", positions: [1 | (3 << 14), 3] },
    { lexeme: 'c\\d', positions: [2 | (2 << 14)] },
    { lexeme: 'x', positions: [] },
  ]);
  expect(parseTsquery(`'devloper':* | 'developer' | 'develop'`)).toEqual([
    [
      { lexeme: 'devloper', prefix: true },
      { lexeme: 'developer', prefix: false },
      { lexeme: 'develop', prefix: false },
    ],
  ]);
  expect(parseTsquery(`'it' & ( 'a':* | 'b' )`)).toEqual([
    [{ lexeme: 'it', prefix: false }],
    [
      { lexeme: 'a', prefix: true },
      { lexeme: 'b', prefix: false },
    ],
  ]);
  for (const refused of [`'a' <-> 'b'`, `!'a'`, `'a':A`, `'a' | 'b' & 'c'`, ``]) {
    expect(parseTsquery(refused)).toBeUndefined();
  }
});
