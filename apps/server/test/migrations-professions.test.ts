import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { professionSearchTerms } from '@debut/contract/profession-lookup';
import { ZJobSearchQuery } from '@debut/contract/jobs';
import { searchJobs } from '../src/modules/jobs/search.ts';

// Migration 0010 on a database that holds jobs written before it: free-text categories in English,
// the seed's values and the labels the form suggested in every language.
const OLD_CATEGORIES: [string, string, string | null][] = [
  // stored text, expected key, expected categoryOther
  ['barista', 'barista', null],
  ['sales assistant', 'sales_assistant', null],
  ['software developer', 'software_developer', null],
  ['marketing intern', 'marketing_assistant', null],
  ['Courier', 'courier', null],
  ['Kellner (m/w/d)', 'waiter', null],
  ['Serveur (H/F)', 'waiter', null],
  ['Бариста', 'barista', null],
  ['Стажёр-маркетолог', 'marketing_assistant', null],
  ['مصمّم', 'graphic_designer', null],
  ['ホールスタッフ', 'waiter', null],
  ['Barista/baristka', 'barista', null],
  ['Dog walker', 'other', 'Dog walker'],
  ['Other', 'other', 'Other'],
];

let dir: string;
let database: Database;
let dropDatabase: () => Promise<void>;

/** A copy of the migrations folder that stops before 0010. */
function migrationsBefore0010(): string {
  const folder = path.join(dir, 'drizzle');
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 10);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function openEmptyDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    dropDatabase = () => database.close();
    return;
  }
  const name = `debut_m10_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
  dropDatabase = async () => {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'debut-m10-'));
  await openEmptyDatabase();
  await migrateDatabase(database, migrationsBefore0010());
  const [user] = await rows<{ id: string }>(sql`insert into users
    (email, display_name, password_hash, terms_accepted_at, privacy_accepted_at)
    values ('old@debut.example', 'Old owner', 'x', now(), now()) returning id`);
  for (const [category] of OLD_CATEGORIES) {
    await database.db.execute(sql`insert into jobs
      (owner_id, title, description, address, lat, lng, company_name, category, schedule, employment_type, status)
      values (${user?.id}, ${`Job: ${category}`}, 'A job written before professions were keys.', 'Moscow',
        55.75, 37.61, 'Old Company', ${category}, 'shift', 'part_time', 'active')`);
  }
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

it('maps every stored category to a key, and keeps unmappable words as "other"', async () => {
  const stored = await rows<{ title: string; category: string; category_other: string | null }>(
    sql`select title, category, category_other from jobs order by number`,
  );
  expect(stored.map((row) => [row.title.slice('Job: '.length), row.category, row.category_other])).toEqual(
    OLD_CATEGORIES,
  );
});

it("keeps only the owner's words in the text, and finds a profession's jobs by its names (0028)", async () => {
  const stored = await rows<{ category: 'waiter'; category_other: string | null; category_terms: string }>(
    sql`select category, category_other, category_terms from jobs`,
  );
  for (const row of stored) {
    expect(row.category_terms).toBe(professionSearchTerms(row.category, row.category_other));
  }
  const inText = await rows<{ title: string }>(
    sql`select title from jobs where search @@ to_tsquery('simple', 'официант')`,
  );
  expect(inText).toEqual([]);
  const found = await searchJobs(database.db, ZJobSearchQuery.parse({ q: 'Официант', sort: 'date' }));
  expect(found.hits.map((hit) => hit.row.title).sort()).toEqual([
    'Job: Kellner (m/w/d)',
    'Job: Serveur (H/F)',
    'Job: ホールスタッフ',
  ]);
  const walker = await searchJobs(database.db, ZJobSearchQuery.parse({ q: 'walker' }));
  expect(walker.hits.map((hit) => hit.row.title)).toEqual(['Job: Dog walker']);
  const words = await rows<{ word: string }>(sql`select word from search_words where word = 'официант'`);
  expect(words).toHaveLength(1);
});

it('recreates the cell index of text near a place', async () => {
  const indexes = await rows<{ indexname: string }>(
    sql`select indexname from pg_indexes where tablename = 'jobs' and indexname in ('jobs_search_idx', 'jobs_geo_terms_idx') order by indexname`,
  );
  expect(indexes.map((row) => row.indexname)).toEqual(['jobs_geo_terms_idx', 'jobs_search_idx']);
});
