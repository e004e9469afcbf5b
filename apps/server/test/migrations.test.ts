import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createTestDatabase } from './support/test-db.ts';
import type { Db } from '../src/db/client.ts';

const migrationCount = async (db: Db | undefined) =>
  (
    (await db?.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: unknown[];
    }
  ).rows[0];

it('is idempotent: migrating an up-to-date database changes nothing', async () => {
  const { database, drop } = await createTestDatabase();
  const count = () => migrationCount(database.db);
  const before = await count();
  await migrateDatabase(database);
  await migrateDatabase(database);
  expect(await count()).toEqual(before);
  await drop();
});

it.runIf(process.env.DATABASE_URL)(
  'migrates once when two nodes start together (advisory lock)',
  async () => {
    const url = process.env.DATABASE_URL ?? '';
    const name = `debut_race_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const nodes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString(), poolSize: 2 })),
    );
    try {
      await Promise.all(nodes.map((node) => migrateDatabase(node)));
      const files = (await import('node:fs'))
        .readdirSync(new URL('../drizzle', import.meta.url))
        .filter((f) => f.endsWith('.sql'));
      expect(await migrationCount(nodes[0]?.db)).toEqual({ n: files.length });
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
