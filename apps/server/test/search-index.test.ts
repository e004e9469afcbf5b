import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobSearchQuery } from '@debut/contract/jobs';
import { ZJobSearchQuery } from '@debut/contract/jobs';
import { jobs } from '../src/db/schema.ts';
import { createSearchIndex, type SearchIndex } from '../src/modules/jobs/search-index/client.ts';
import { searchJobs } from '../src/modules/jobs/search.ts';
import { CITIES } from '../src/seed/cities.ts';
import { mulberry32, seed } from '../src/seed/generate.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

// Issue 30: text searches are answered by each node's in-process index, and must answer exactly as
// the SQL search does: the same page, order, ranks, totals and cursors, for varied words (rare and
// common, prefixes, typos, several words, short words), every filter, a radius, both orders and the
// next pages; and the index follows publications, edits, closes and deletions.

let testDb: TestDatabase;
let index: SearchIndex;
const answeredByIndex = { pages: 0 };
const logger = Fastify({ logger: false }).log;

const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(db(), { jobs: 2_500, users: 20, seed: 30, tailWords: 5 });
  // Jobs of "other" professions, and two published at the very same microsecond (ties go by id).
  const [owner] = await db()
    .execute(sql`select id from users limit 1`)
    .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  const now = new Date();
  await db()
    .insert(jobs)
    .values(
      ['Dog walker', 'Dog walker', 'Lifeguard'].map((words, i) => ({
        ownerId: owner?.id ?? '',
        title: `${words} wanted, barista friendly`,
        description: 'Walk dogs in the park every morning',
        companyName: 'Happy Paws',
        category: 'other' as const,
        categoryOther: words,
        schedule: 'flexible' as const,
        employmentType: 'part_time' as const,
        address: 'Moscow',
        lat: 55.75 + i * 0.01,
        lng: 37.61,
        status: 'active' as const,
        published: true,
        publishedAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })),
    );
  index = createSearchIndex({ db: db(), logger, pollMs: 50, batchSize: 500 });
  const query = index.query.bind(index);
  index.query = async (q) => {
    const page = await query(q);
    if (page) answeredByIndex.pages += 1;
    return page;
  };
  index.start();
  const started = Date.now();
  while (!index.ready && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
  expect(index.ready).toBe(true);
}, 120_000);

afterAll(async () => {
  await index.close();
  await testDb.drop();
});

/** Words of the jobs' own text, from the most common to the rarest, some cut to a prefix or misspelt. */
async function sampleWords(): Promise<string[]> {
  const { rows } = (await db().execute(sql`
    select word, count(*) as n from (
      select lower(w) as word from jobs, regexp_split_to_table(title || ' ' || description, '[^[:alpha:]]+') w
      where status = 'active' and length(w) >= 2
    ) words group by word order by md5(word) limit 90`)) as unknown as { rows: { word: string }[] };
  const words = rows.map((row) => row.word);
  return [
    ...words,
    ...words.slice(0, 15).map((word) => word.slice(0, Math.max(3, word.length - 2))),
    ...words.slice(15, 25).map((word) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word)),
    ...words.slice(25, 40).map((word, i) => `${word} ${words[(i * 7) % words.length]}`),
    'it',
    'barista',
    'barista moscow',
    'devloper',
    'бариста',
    'zzzzqqq',
    // Words that name a profession in some language match its jobs by key (DESIGN.md §14.4).
    'официант',
    'kellner',
    'serveu',
    'バリスタ',
    'kurier moscow',
    'camarero barista',
    'koch',
  ];
}

const normalize = (result: Awaited<ReturnType<typeof searchJobs>>) => ({
  ids: result.hits.map((hit) => hit.row.id),
  distances: result.hits.map((hit) => hit.distanceKm),
  total: result.total,
  totalCapped: result.totalCapped,
  nextCursor: result.nextCursor,
});

async function compare(raw: Record<string, unknown>): Promise<void> {
  const query: TJobSearchQuery = ZJobSearchQuery.parse(raw);
  const bySql = await searchJobs(db(), query);
  const byIndex = await searchJobs(db(), query, index);
  expect(normalize(byIndex), JSON.stringify(raw)).toEqual(normalize(bySql));
  // The next page too, from each side's own cursor (they are equal).
  if (bySql.nextCursor) {
    const next = ZJobSearchQuery.parse({ ...raw, cursor: bySql.nextCursor });
    expect(normalize(await searchJobs(db(), next, index)), `${JSON.stringify(raw)} page 2`).toEqual(
      normalize(await searchJobs(db(), next)),
    );
  }
}

describe('the in-process index answers as SQL does', () => {
  it('for varied words in both orders, with each filter and a radius', async () => {
    const words = await sampleWords();
    const random = mulberry32(7);
    const before = answeredByIndex.pages;
    for (const [i, q] of words.entries()) {
      const city = CITIES[i % CITIES.length] ?? CITIES[0];
      const variants: Record<string, unknown>[] = [{ q }, { q, sort: 'date' }];
      const filter = i % 6;
      if (filter === 0) variants.push({ q, category: 'barista' });
      if (filter === 1) variants.push({ q, schedule: 'shift', sort: 'date' });
      if (filter === 2) variants.push({ q, employmentType: 'part_time' });
      if (filter === 3) variants.push({ q, salaryMin: Math.round(random() * 60_000) });
      if (filter === 4)
        variants.push({ q, lat: city?.lat, lng: city?.lng, radiusKm: 5 + Math.round(random() * 20) });
      if (filter === 5) variants.push({ q, category: 'dog WALKER', lat: 55.75, lng: 37.61 });
      if (filter === 0) variants.push({ q, experience: 'none', postedWithinDays: 7 });
      if (filter === 3) variants.push({ q, experience: '1_3', sort: 'date' });
      if (filter === 4) variants.push({ q, postedWithinDays: 3 });
      if (filter === 1) variants.push({ q, withSalary: 'true' });
      if (filter === 2) variants.push({ q, withSalary: 'true', salaryMin: 20_000, sort: 'date' });
      if (filter === 5) variants.push({ q, paid: 'true' });
      if (filter === 0) variants.push({ q, paid: 'true', experience: 'none', sort: 'date' });
      for (const variant of variants) await compare({ limit: 5 + (i % 3) * 7, ...variant });
    }
    // The index answered them (not SQL behind its back).
    expect(answeredByIndex.pages - before).toBeGreaterThan(words.length * 2);
  }, 120_000);
});

describe('the index follows the database', () => {
  const searchFor = async (q: string) => {
    index.changed();
    return normalize(await searchJobs(db(), ZJobSearchQuery.parse({ q, sort: 'date' }), index));
  };

  it('finds a job published a moment ago, forgets a closed one, and follows an edit and a deletion', async () => {
    const [job] = (await db()
      .update(jobs)
      .set({ title: 'Quokka keeper intern', updatedAt: sql`now()`, publishedAt: sql`now()` })
      .where(sql`id = (select id from jobs where status = 'active' order by md5(id::text) limit 1)`)
      .returning({ id: jobs.id })) as { id: string }[];
    expect((await searchFor('quokka')).ids).toEqual([job?.id]);

    await db()
      .update(jobs)
      .set({ title: 'Wombat keeper intern', updatedAt: sql`now()` })
      .where(sql`id = ${job?.id}`);
    expect((await searchFor('quokka')).ids).toEqual([]);
    expect((await searchFor('wombat')).ids).toEqual([job?.id]);

    // A new profession: its names in any language find the job, the old one's no longer do.
    const [before] = (await db()
      .select({ category: jobs.category })
      .from(jobs)
      .where(sql`id = ${job?.id}`)) as {
      category: string;
    }[];
    await db()
      .update(jobs)
      .set({ category: before?.category === 'nanny' ? 'tutor' : 'nanny', updatedAt: sql`now()` })
      .where(sql`id = ${job?.id}`);
    const namedBy = before?.category === 'nanny' ? 'tutor' : 'kinderbetreuer';
    expect((await searchFor(`${namedBy} wombat`)).ids).toEqual([job?.id]);
    await db()
      .update(jobs)
      .set({ category: 'nanny', updatedAt: sql`now()` })
      .where(sql`id = ${job?.id}`);
    expect((await searchFor('babysitterin wombat')).ids).toEqual([job?.id]);
    await compare({ q: 'nounou' });

    await db()
      .update(jobs)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(sql`id = ${job?.id}`);
    expect((await searchFor('wombat')).ids).toEqual([]);

    await db()
      .update(jobs)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(sql`id = ${job?.id}`);
    expect((await searchFor('wombat')).ids).toEqual([job?.id]);
    await db()
      .delete(jobs)
      .where(sql`id = ${job?.id}`);
    expect((await searchFor('wombat')).ids).toEqual([]);
    // And still as SQL answers, edited job and all.
    await compare({ q: 'barista' });
    await compare({ q: 'keeper', sort: 'date' });
  });

  it('catches up from the change log alone, without being told (a node that missed the bus)', async () => {
    await db()
      .update(jobs)
      .set({ title: 'Platypus groomer', updatedAt: sql`now()`, publishedAt: sql`now()` })
      .where(sql`id = (select id from jobs where status = 'active' order by md5(id::text) desc limit 1)`);
    const started = Date.now();
    let found: string[] = [];
    while (found.length === 0 && Date.now() - started < 10_000) {
      found = normalize(await searchJobs(db(), ZJobSearchQuery.parse({ q: 'platypus' }), index)).ids;
      if (found.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    // At the index's next look at the log (every 50 ms here), without any announcement.
    expect(found).toHaveLength(1);
  });
});
