import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';
import { startRedis, type ThrowawayRedis } from './support/redis-server.ts';

/**
 * With REDIS_URL the limits live in Redis, so two nodes behind a load balancer count one client's
 * attempts together (DESIGN.md §8), and what Redis stores reveals no address or e-mail.
 */
let redis: ThrowawayRedis;
let testDb: TestDatabase;
let secondDatabase: Database | undefined;
const nodes: { built: App; dataDir: string }[] = [];

async function startNode(database: Database): Promise<App> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-node-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_URL: redis.url,
  });
  const built = await buildApp(config, { database });
  await built.app.ready();
  nodes.push({ built, dataDir });
  return built;
}

beforeAll(async () => {
  redis = await startRedis();
  testDb = await createTestDatabase();
  await startNode(testDb.database);
  secondDatabase = testDb.url ? await openDatabase({ databaseUrl: testDb.url, poolSize: 3 }) : undefined;
  await startNode(secondDatabase ?? testDb.database);
});

afterAll(async () => {
  for (const node of nodes) {
    await node.built.app.close();
    rmSync(node.dataDir, { recursive: true, force: true });
  }
  await secondDatabase?.close();
  await testDb?.drop();
  await redis?.stop();
});

it('counts one e-mail’s sign-in attempts across both nodes, and stores only keyed hashes', async () => {
  const email = 'shared-target@example.com';
  const address = '203.0.113.50';
  const codes: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const node = nodes[attempt % 2]?.built.app;
    if (!node) throw new Error('no node');
    const response = await node.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email, password: 'not the password' },
    });
    codes.push(response.statusCode);
  }
  // Ten a minute per e-mail in all: five on each node, then the eleventh is refused wherever it lands.
  expect(codes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
  expect(codes[10]).toBe(429);

  const client = new Redis(redis.url);
  try {
    const keys = await client.keys('*');
    expect(keys.some((key) => key.startsWith('rl:'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(address);
    }
  } finally {
    client.disconnect();
  }
});
