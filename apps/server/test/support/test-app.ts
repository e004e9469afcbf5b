import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp extends App {
  config: Config;
  dataDir: string;
  testDb: TestDatabase;
  /** Calls the API as a person would, with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * Mails sent so far, oldest first: what the outbox owes now is delivered first (the scheduler's
   * next run would do the same a moment later), then the outbox folder is read.
   */
  mails(): Promise<string[]>;
  /** Mails in the outbox folder now, without delivering what is owed. */
  mailFiles(): string[];
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  buildOptions: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Factories publish jobs straight in the database, unannounced; search-cache.test.ts turns it on.
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
  const testDb = await createTestDatabase();
  const built = await buildApp(config, { ...buildOptions, database: testDb.database });
  await built.app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  const mailFiles = () => {
    let names: string[] = [];
    try {
      names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
    return names.sort().map((name) => readFileSync(path.join(outboxDir, name), 'utf8'));
  };
  return {
    ...built,
    config,
    dataDir,
    testDb,
    request({ token, headers, ...options }) {
      return built.app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async mails() {
      await built.ctx.outbox.deliverDue(built.ctx.db);
      return mailFiles();
    },
    mailFiles,
    async close() {
      await built.app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app for the whole test file, closed after it. */
export function useTestApp(
  env: Record<string, string> = {},
  buildOptions: Omit<BuildOptions, 'database'> = {},
) {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await startTestApp(env, buildOptions);
  });
  afterAll(async () => {
    await holder.current.close();
  });
  return () => holder.current;
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type { FastifyInstance };
