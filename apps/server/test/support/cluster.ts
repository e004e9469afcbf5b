import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestDatabase } from './test-db.ts';
import { startRedis, type ThrowawayRedis } from './redis-server.ts';

export interface ClusterNode {
  built: App;
  /** Where the node listens, on loopback. */
  base: string;
}

export interface Cluster {
  nodes: ClusterNode[];
  redis: ThrowawayRedis;
  close(): Promise<void>;
}

/**
 * Server nodes of one deployment, as behind a load balancer: one database and one private Redis.
 * On PostgreSQL every node after the first has a pool of its own, as a second process would; PGlite
 * lives in one process, so the nodes share it.
 */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const redis = await startRedis();
  const testDb = await createTestDatabase();
  const extraDatabases: Database[] = [];
  const started: { built: App; base: string; dataDir: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    let database = testDb.database;
    if (index > 0 && testDb.url) {
      database = await openDatabase({ databaseUrl: testDb.url, poolSize: 3 });
      extraDatabases.push(database);
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-node-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      REDIS_URL: redis.url,
      ...env,
    });
    const built = await buildApp(config, { database });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    started.push({ built, base, dataDir });
  }
  return {
    nodes: started.map(({ built, base }) => ({ built, base })),
    redis,
    async close() {
      for (const node of started) {
        await node.built.app.close();
        rmSync(node.dataDir, { recursive: true, force: true });
      }
      for (const database of extraDatabases) await database.close();
      await testDb.drop();
      await redis.stop();
    },
  };
}
