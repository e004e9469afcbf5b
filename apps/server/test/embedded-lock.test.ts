import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  acquireEmbeddedLock,
  DataDirUnusableError,
  EmbeddedDatabaseLockedError,
  processStartTime,
  type LockRecord,
} from '../src/db/embedded-lock.ts';

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

/** The pid of a process that has exited: nothing runs under it now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database lock', () => {
  it('is taken atomically with the holder recorded, and released', () => {
    const lock = acquireEmbeddedLock(dir, 'seed');
    const record = JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord;
    expect(record).toMatchObject({ pid: process.pid, owner: 'seed' });
    expect(Date.parse(record.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(record.processStart).toBe(processStartTime(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
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
      // The holder's lock is untouched.
      expect((JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord).owner).toBe('server');
    } finally {
      lock.release();
    }
  });

  it('names a live holder of another process, and a foreign holder whose pid cannot be signalled', () => {
    // pid 1 always runs; as another user's process it answers EPERM, which still means alive.
    writeLock({ pid: 1, owner: 'admin' });
    expect(() => acquireEmbeddedLock(dir, 'server')).toThrow(
      /in use by the admin command \(npm run admin\) \(pid 1, started 2026-01-02 03:04:05 UTC\)/,
    );
  });

  it('takes over the lock of a dead process', () => {
    const pid = deadPid();
    writeLock({ pid, owner: 'server' });
    const lock = acquireEmbeddedLock(dir, 'server');
    expect((JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid was recycled by another process (start times differ)', () => {
    writeLock({ pid: process.pid, processStart: '1' });
    const lock = acquireEmbeddedLock(dir, 'server');
    expect((JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord).processStart).toBe(
      processStartTime(process.pid),
    );
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile(), 'not json');
    expect(() => acquireEmbeddedLock(dir, 'server').release()).not.toThrow();
  });

  it('releases only its own record, never a lock another process took over', () => {
    const lock = acquireEmbeddedLock(dir, 'server');
    writeLock({ pid: 1 });
    lock.release();
    expect(existsSync(lockFile())).toBe(true);
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
    expect(existsSync(lockFile())).toBe(false);
    const second = await openDatabase({ pgliteDir: dir, owner: 'seed' });
    await second.db.execute('select * from kept');
    await second.close();
  }, 60_000);
});
