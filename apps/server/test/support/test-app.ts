import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { and, count, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { outbox } from '../../src/db/schema.ts';
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
  /** Delivers everything the outbox owes now, waiting for what the scheduler's run holds. */
  deliverOwed(): Promise<void>;
  /** Mails sent so far once there are at least `count` (a route that writes its mail after answering). */
  mailsAtLeast(count: number): Promise<string[]>;
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
    PUBLIC_PAGE_CACHE_SECONDS: '0',
    // Every answer is checked against the contract's schema as well as written from it.
    RESPONSE_CHECKS: 'true',
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
  const deliverOwed = async () => {
    // The scheduler's own run may hold an entry (locked, so skipped here): wait until none is due.
    const started = Date.now();
    for (;;) {
      await built.ctx.outbox.deliverDue(built.ctx.db);
      const [due] = await built.ctx.db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.availableAt, sql`now()`)));
      if ((due?.n ?? 0) === 0 || Date.now() - started > 10_000) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
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
    deliverOwed,
    async mails() {
      await deliverOwed();
      return mailFiles();
    },
    async mailsAtLeast(count) {
      const started = Date.now();
      for (;;) {
        await deliverOwed();
        const mails = mailFiles();
        if (mails.length >= count || Date.now() - started > 10_000) return mails;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
