import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../paths.ts';
import { syncProfessionVectors } from './profession-vectors.ts';
import type { Database } from './client.ts';

/** Advisory-lock key of schema migrations: two nodes starting together migrate once. */
export const MIGRATION_LOCK_KEY = 7_310_001;

/**
 * Applies pending migrations; drizzle runs them in one transaction and records each once. With the
 * whole set applied, the data the schema derives from the contract (the professions' names) follows.
 */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    }
    if (migrationsFolder === MIGRATIONS_DIR) await syncProfessionVectors(db);
  });
}
