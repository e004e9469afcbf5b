import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from './support/free-port.ts';
import { api, registerOverHttp } from './support/http-api.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { prepareEmbeddedDatabase } from './support/test-db.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

/**
 * Faults (issue 27, item 6): the disk under DATA_DIR fills up. Every write then fails, so /api/ready
 * must answer 503 (a load balancer takes the node out) while /api/health, liveness, stays 200; once
 * space is freed, readiness comes back by itself. DATA_DIR is a small tmpfs mounted for the test
 * (root only, as CI runs here), holding the embedded database and the outbox.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'debut-full-disk-'));
const dataDir = path.join(root, 'data');
const filler = path.join(dataDir, 'filler');
mkdirSync(dataDir);
const canMount =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512m', 'debut-full-disk', dataDir]).status === 0;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!canMount) return;
  await prepareEmbeddedDatabase(path.join(dataDir, 'db'));
  // Shrunk to what the database uses and some room to run: filling it then takes a moment.
  const { blocks, bfree, bsize } = statfsSync(dataDir);
  const usedMiB = Math.ceil(((blocks - bfree) * bsize) / 2 ** 20);
  execFileSync('mount', ['-o', `remount,size=${usedMiB + 48}m`, dataDir]);
}, 180_000);

afterAll(async () => {
  await server?.dispose();
  if (canMount) spawnSync('umount', ['-l', dataDir]);
  rmSync(root, { recursive: true, force: true });
}, 60_000);

/** Writes to `file` until the file system is full; the file can then be removed to free the space. */
function fillDisk(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last partial megabyte: fill the rest in small steps.
    try {
      for (;;) writeSync(fd, chunk, 0, 512);
    } catch {
      // Full to the last block.
    }
  } finally {
    closeSync(fd);
  }
}

const status = async (base: string, url: string) =>
  (await api(base, 'GET', url, { timeoutMs: 5000 }).catch(() => undefined))?.status;

it.runIf(canMount)(
  'answers /api/ready with 503 while the disk under DATA_DIR is full, and 200 again once space is freed',
  async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const { base } = server;
    expect(await status(base, '/api/ready')).toBe(200);
    await registerOverHttp(base, 'Before');

    fillDisk(filler);
    expect(statfsSync(dataDir).bavail).toBeLessThan(16);
    await until('/api/ready to answer 503', async () => (await status(base, '/api/ready')) === 503, 10_000);
    expect(await status(base, '/api/health')).toBe(200);
    expect(server.alive()).toBe(true);

    unlinkSync(filler);
    await until(
      '/api/ready to answer 200 again',
      async () => (await status(base, '/api/ready')) === 200,
      10_000,
    );
    // And the node really writes again.
    await registerOverHttp(base, 'After');
    expect(server.alive()).toBe(true);
  },
  240_000,
);
