import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, ZJobSearchResponse } from '@debut/contract/jobs';
import { PROFESSION_MATCH_RANK } from '../src/modules/jobs/search-index/rank.ts';
import { seed } from '../src/seed/generate.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser } from './support/factories.ts';

const app = useTestApp();

it(`counts matches up to ${SEARCH_TOTAL_CAP} and says when there are more`, async () => {
  await seed(app().ctx.db, { jobs: SEARCH_TOTAL_CAP + 5, users: 2, activeShare: 1, seed: 3 });
  const { token } = await createUser(app());
  const all = await app().request({ method: 'GET', url: '/api/jobs?limit=1', token });
  expect(ZJobSearchResponse.parse(all.json())).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  await app().ctx.db.execute(
    sql`update jobs set status = 'draft' where id in (select id from jobs limit 10)`,
  );
  const fewer = await app().request({ method: 'GET', url: '/api/jobs?limit=1', token });
  expect(fewer.json()).toMatchObject({ total: SEARCH_TOTAL_CAP - 5, totalCapped: false });
}, 60_000);

// Issue 21: a text search looks for its newest matches slice by slice (2 days, 8 days, all time); the
// answer must be exactly the one search over all time would give, wherever the matches lie.
it('finds the same newest matches, ranks and totals when they lie in different time slices', async () => {
  await seed(app().ctx.db, { jobs: 1_100, users: 2, activeShare: 1, seed: 4 });
  const { token } = await createUser(app());
  await app().ctx.db.execute(
    sql`update jobs set status = 'active', published_at = now() - interval '20 days'`,
  );
  const tag = async (word: string, count: number, offset: number, age: string) =>
    app().ctx.db.execute(sql`
      update jobs set title = title || ' ' || ${word}, published_at = now() - ${age}::interval - (random() * interval '12 hours')
      where id in (select id from jobs order by id limit ${count} offset ${offset})`);
  await tag('Slicetest', 700, 0, '1 hour');
  await tag('Slicetest', 500, 700, '5 days');
  await tag('Slicetest', 300, 1_200, '20 days');
  await tag('Oldword', 300, 1_500, '20 days');

  // One word: its text, or the professions whose names it begins (DESIGN.md §14.4), which add a fixed
  // PROFESSION_MATCH_RANK to the rank (decision 063).
  const bruteForce = async (word: string, order: 'rank' | 'date', limit: number) => {
    const rows = (await app().ctx.db.execute(sql`
      with named as (
        select coalesce(array_agg(category), '{}') as keys from profession_vectors
        where vector @@ to_tsquery('simple', ${`${word}:*`})
      ), newest as (
        select id, published_at, ts_rank_cd(search, to_tsquery('simple', ${`${word}:*`}))::float8
          + ${PROFESSION_MATCH_RANK}::float8 * (category = any(named.keys))::int as rank
        from jobs, named where status = 'active' and held_at is null
          and (search @@ to_tsquery('simple', ${`${word}:*`}) or category = any(named.keys))
        order by published_at desc nulls last, id desc limit ${SEARCH_TOTAL_CAP + 1})
      select id, (select count(*)::int from newest) as total from newest
      order by ${order === 'rank' ? sql`rank desc, id desc` : sql`published_at desc nulls last, id desc`}
      limit ${limit}`)) as unknown as { rows: { id: string; total: number }[] };
    return rows.rows;
  };
  const search = async (url: string) =>
    ZJobSearchResponse.parse((await app().request({ method: 'GET', url, token })).json());

  for (const [word, sort] of [
    ['slicetest', 'default'],
    ['slicetest', 'date'],
    ['oldword', 'default'],
  ] as const) {
    const expected = await bruteForce(word, sort === 'date' ? 'date' : 'rank', 40);
    const first = await search(`/api/jobs?q=${word}&sort=${sort}&limit=20`);
    const second = await search(`/api/jobs?q=${word}&sort=${sort}&limit=20&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => item._id)).toEqual(expected.map((row) => row.id));
    const counted = expected[0]?.total ?? 0;
    expect(first).toMatchObject({
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      totalCapped: counted > SEARCH_TOTAL_CAP,
    });
  }
  expect((await search('/api/jobs?q=oldword')).total).toBe(300);

  // Varied words, as a crowd types them: every word of a sample of titles, common and rare, gives the
  // answer of the one search over all time, in both orders.
  await app().ctx.db.execute(
    sql`update jobs set published_at = now() - random() * interval '30 days' where title not like '%Slicetest%'`,
  );
  const sampled = (await app().ctx.db.execute(sql`
    select distinct lower(w) as word
    from (select title from jobs order by md5(id::text) limit 40) t, regexp_split_to_table(t.title, '[^[:alpha:]]+') w
    where length(w) >= 4 order by 1 limit 24`)) as unknown as { rows: { word: string }[] };
  expect(sampled.rows.length).toBeGreaterThan(10);
  const professionNames = ['kellner', 'официант', 'courier', 'bari', 'kasjer'];
  for (const word of [...sampled.rows.map((row) => row.word), ...professionNames]) {
    for (const sort of ['default', 'date'] as const) {
      const expected = await bruteForce(word, sort === 'date' ? 'date' : 'rank', 20);
      const got = await search(`/api/jobs?q=${encodeURIComponent(word)}&sort=${sort}&limit=20`);
      expect(
        got.items.map((item) => item._id),
        `${word} (${sort})`,
      ).toEqual(expected.map((row) => row.id));
      expect(got.total).toBe(Math.min(expected[0]?.total ?? 0, SEARCH_TOTAL_CAP));
    }
  }
}, 180_000);
