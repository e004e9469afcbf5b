import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Config } from '../platform/config.ts';
import { acquireEmbeddedLock, type EmbeddedDbOwner } from './embedded-lock.ts';
import { PgliteThread } from './pglite-thread.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (for /api/metrics); undefined for PGlite, which has one. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /** Runs `work` holding a cluster-wide advisory lock (migrations, scheduled tasks). */
  withAdvisoryLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite's data folder when no URL is given. */
  pgliteDir?: string;
  /** A dumped, migrated PGlite data folder to start from (tests). */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** Who opens a PGlite folder, named to a second opener that the folder's lock turns away. */
  owner?: EmbeddedDbOwner;
}

/**
 * The database the configuration names: DATABASE_URL, or PGlite in DATA_DIR/db, locked for `owner`
 * (a second process on the folder stops with a line that names the holder).
 */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  owner: EmbeddedDbOwner,
): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), owner });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dir = options.pgliteDir;
  // Taken before PGlite touches the folder: a second process must not even read it half written.
  const lock = dir ? acquireEmbeddedLock(dir, options.owner ?? 'server') : undefined;
  let client: PgliteThread;
  try {
    // In a thread of its own (decision 062): PGlite runs statements synchronously.
    client = await PgliteThread.start(dir, options.pgliteTemplate);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // The driver calls only query and transaction, which the thread's client has as PGlite has them.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolStats: () => undefined,
    async ping() {
      await client.query('select 1');
    },
    // One process owns a PGlite folder, and PGlite runs one query at a time: no lock is needed.
    withAdvisoryLock: (_key, work) => work(db),
    async close() {
      if (!client.closed) await client.close();
      // Released only once PGlite has written its last page: the next owner finds the folder whole.
      lock?.release();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A statement that runs for ever would hold a request for ever.
    statement_timeout: 15_000,
    // Short OLTP statements: compiling them with JIT costs more (~25 ms) than it saves.
    options: '-c jit=off',
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client (a transaction, an advisory lock) has no listener of the pool's: when the
  // server goes away under it, pg emits 'error' on the client, which would crash the process. Its
  // pending query fails on its own, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        // Migrations and scheduled tasks may run for minutes (an index on a million rows); the
        // request timeout of the pool is not theirs.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
          await client.query('reset statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    async close() {
      // Idempotent, as PGlite's: a second end() of a pg pool throws.
      if (!pool.ended) await pool.end();
    },
  };
}

export { sql };
