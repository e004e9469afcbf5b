import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  acquireEmbeddedLock,
  DataDirUnusableError,
  EmbeddedDatabaseLockedError,
  ownPidNamespace,
  readLockRecord,
  type LockRecord,
} from '../src/db/embedded-lock.ts';
import { until } from './support/free-port.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'debut-lock-'));
  dir = path.join(root, 'data', 'db');
  mkdirSync(path.dirname(dir));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lockFile = () => `${dir}.lock`;
const writeLock = (record: Partial<LockRecord>) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({ owner: 'server', startedAt: '2026-01-02T03:04:05.000Z', ...record }),
  );

/** Takes the lock in a separate node process, which holds it until it is killed. */
async function holdInAnotherProcess(): Promise<{ pid: number; kill(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { acquireEmbeddedLock } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '../src/db/embedded-lock.ts'))});
       acquireEmbeddedLock(${JSON.stringify(dir)}, 'seed'); process.stdout.write('held\\n'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('the other process to hold the lock', async () => output.includes('held'), 30_000);
  return {
    pid: child.pid ?? 0,
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

describe('the embedded database lock', () => {
  it('is taken with the holder recorded, and released', () => {
    const lock = acquireEmbeddedLock(dir, 'seed');
    const record = readLockRecord(lockFile());
    expect(record).toMatchObject({ pid: process.pid, owner: 'seed', token: lock.record.token });
    expect(record?.pidNamespace).toBe(ownPidNamespace());
    expect(Date.parse(record?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    lock.release();
    // The file stays (removing a flocked file races with its next opener); the record is cleared.
    expect(readLockRecord(lockFile())).toBeUndefined();
    lock.release(); // idempotent
    acquireEmbeddedLock(dir, 'server').release();
  });

  it('refuses a second opener with one line that names the holder and what to do', () => {
    const lock = acquireEmbeddedLock(dir, 'server');
    try {
      let refused: unknown;
      try {
        acquireEmbeddedLock(dir, 'admin');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(EmbeddedDatabaseLockedError);
      const message = (refused as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(dir);
      expect(message).toContain(`is in use by the Debut server (pid ${process.pid}, started `);
      expect(message).toContain('Stop it first, or set DATABASE_URL to share a PostgreSQL server.');
      // The holder's record is untouched.
      expect(readLockRecord(lockFile())?.token).toBe(lock.record.token);
    } finally {
      lock.release();
    }
  });

  it('refuses while another process holds the lock, whatever its record says, and takes it when it dies', async () => {
    const other = await holdInAnotherProcess();
    try {
      // A record naming a pid that does not run here (another PID namespace sees no such process):
      // only the kernel's lock counts, so the opener is still turned away.
      const dead = Number(
        spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout,
      );
      writeLock({ pid: dead, owner: 'server', pidNamespace: 'pid:[1]' });
      expect(() => acquireEmbeddedLock(dir, 'admin')).toThrow(
        new RegExp(
          `in use by the Debut server \\(pid ${dead} in another container or PID namespace, started 2026-01-02 03:04:05 UTC\\)`,
        ),
      );
    } finally {
      await other.kill();
    }
    // kill -9: the kernel dropped the lock with the process; no stale-lock rule is needed.
    const lock = acquireEmbeddedLock(dir, 'server');
    expect(readLockRecord(lockFile())?.pid).toBe(process.pid);
    lock.release();
  }, 60_000);

  it('names the other process from its own record', async () => {
    const other = await holdInAnotherProcess();
    try {
      expect(() => acquireEmbeddedLock(dir, 'server')).toThrow(
        new RegExp(`in use by the seed command \\(npm run seed\\) \\(pid ${other.pid}, started `),
      );
    } finally {
      await other.kill();
    }
  }, 60_000);

  it('takes a lock file whose record names a live process that does not hold the lock', () => {
    // pid 1 always runs: an old-style record (or a copied folder) is not a lock.
    writeLock({ pid: 1, owner: 'admin' });
    const lock = acquireEmbeddedLock(dir, 'server');
    expect(readLockRecord(lockFile())?.pid).toBe(process.pid);
    lock.release();
  });

  it('tells the holder when its lock file is removed or replaced, and stops watching', async () => {
    for (const spoil of [
      () => unlinkSync(lockFile()),
      () => {
        writeFileSync(`${lockFile()}.new`, '');
        renameSync(`${lockFile()}.new`, lockFile());
      },
      () => writeLock({ pid: 4242 }),
    ]) {
      const reasons: string[] = [];
      const lock = acquireEmbeddedLock(dir, 'server', {
        checkEveryMs: 20,
        onCompromised: (r) => reasons.push(r),
      });
      spoil();
      await until('the holder to notice', async () => reasons.length > 0, 5_000);
      expect(reasons[0]).toMatch(
        /^the lock .*db\.lock of the embedded database was (removed or replaced|overwritten by another program), so another process may now own the folder; this process stops writing to it\.$/,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reasons).toHaveLength(1);
      lock.release();
      rmSync(lockFile(), { force: true });
    }
  });

  it('keeps quiet while the lock file is intact', async () => {
    const reasons: string[] = [];
    const lock = acquireEmbeddedLock(dir, 'server', {
      checkEveryMs: 10,
      onCompromised: (r) => reasons.push(r),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    lock.release();
    expect(reasons).toEqual([]);
  });

  it('names the folder and the cause when DATA_DIR cannot be created', () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const blocked = path.join(file, 'data', 'db');
    expect(() => acquireEmbeddedLock(blocked, 'server')).toThrow(DataDirUnusableError);
    expect(() => acquireEmbeddedLock(blocked, 'server')).toThrow(
      `The data folder ${path.join(file, 'data')} cannot be used: a part of its path is a file, not a folder (ENOTDIR).`,
    );
  });

  it('guards every PGlite opener: a second open of the folder fails until the first closes', async () => {
    const first = await openDatabase({ pgliteDir: dir, owner: 'server' });
    await expect(openDatabase({ pgliteDir: dir, owner: 'seed' })).rejects.toThrow(
      EmbeddedDatabaseLockedError,
    );
    await first.db.execute('create table kept (n int)');
    await first.close();
    expect(readLockRecord(lockFile())).toBeUndefined();
    const second = await openDatabase({ pgliteDir: dir, owner: 'seed' });
    await second.db.execute('select * from kept');
    await second.close();
  }, 60_000);
});
