import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

export interface TestDatabase {
  database: Database;
  /** The connection URL of this copy (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A private, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `debut_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: copyUrl.toString(), poolSize: 5 });
    return {
      database,
      url: copyUrl.toString(),
      async drop() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'debut-db-'));
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db'), pgliteTemplate: template });
  return {
    database,
    url: undefined,
    async drop() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An embedded database folder for a server process a test starts itself, migrated from the run's
 * template (a fresh PGlite would spend a minute in initdb). On a PostgreSQL run there is no PGlite
 * template: the folder is then initialised from scratch.
 */
export async function prepareEmbeddedDatabase(pgliteDir: string): Promise<void> {
  const file = inject('pgliteTemplateFile');
  const database = await openDatabase({
    pgliteDir,
    owner: 'test',
    ...(file ? { pgliteTemplate: new Blob([readFileSync(file)]) } : {}),
  });
  await database.close();
}
