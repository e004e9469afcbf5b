import { randomUUID } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one process: two processes on one data folder each keep their own view
 * and overwrite each other's files. So the folder has one owner: the process that holds an exclusive
 * flock(2) on `<dir>.lock`. The kernel decides who holds it, whatever the openers can see of each
 * other's processes (two containers on one volume, two PID namespaces), and drops it when the holder
 * dies, even by kill -9. The file also holds a record of the holder, read only to name it to a
 * process that was turned away. See decisions 014 and 031.
 */

// fs-ext is CommonJS with no types of its own; this is the one call of it we make.
const { flockSync } = createRequire(import.meta.url)('fs-ext') as {
  flockSync(fd: number, flags: 'exnb' | 'un'): void;
};

/** Who opens the embedded database: named in the line a second opener reads. */
export type EmbeddedDbOwner = 'server' | 'seed' | 'admin' | 'test';

const OWNER_NAMES: Record<EmbeddedDbOwner, string> = {
  server: 'the Debut server',
  seed: 'the seed command (npm run seed)',
  admin: 'the admin command (npm run admin)',
  test: 'a test',
};

/** What the lock file holds while a process holds the lock. */
export interface LockRecord {
  /** The holder's pid as the holder sees it (in its own PID namespace). */
  pid: number;
  owner: EmbeddedDbOwner;
  /** When the owner took the lock (ISO 8601), for people. */
  startedAt: string;
  /** The holder's PID namespace (`pid:[…]`): its pid means nothing to a reader in another one. */
  pidNamespace?: string | undefined;
  /** Unique to one taking of the lock: the holder knows its own record by it, pids can repeat. */
  token?: string | undefined;
}

/** The folder is held by another process: the message is the one line the opener prints. */
export class EmbeddedDatabaseLockedError extends Error {
  readonly holder: LockRecord | undefined;
  constructor(dir: string, holder: LockRecord | undefined) {
    super(
      `The embedded database in ${displayPath(dir)} is in use by ${describeHolder(holder)}. Stop it first, ` +
        'or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'EmbeddedDatabaseLockedError';
    this.holder = holder;
  }
}

function describeHolder(holder: LockRecord | undefined): string {
  if (holder === undefined) return 'another process';
  const name = OWNER_NAMES[holder.owner] ?? 'another program';
  const elsewhere =
    holder.pidNamespace !== undefined && holder.pidNamespace !== ownPidNamespace()
      ? ' in another container or PID namespace'
      : '';
  const started = holder.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `${name} (pid ${holder.pid}${elsewhere}, started ${started})`;
}

/** DATA_DIR cannot be created or written: the message names the folder and the cause. */
export class DataDirUnusableError extends Error {
  constructor(dir: string, cause: NodeJS.ErrnoException) {
    const reason = ERRNO_REASONS[cause.code ?? ''] ?? cause.message;
    super(
      `The data folder ${displayPath(dir)} cannot be used: ${reason}${cause.code ? ` (${cause.code})` : ''}. ` +
        'Make it writable for this user, or point DATA_DIR (or DATABASE_URL) elsewhere.',
    );
    this.name = 'DataDirUnusableError';
  }
}

const ERRNO_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ENOSPC: 'no space left on the device',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'a folder is in the way of its lock file',
  ENOLCK: 'its file system offers no file locks',
};

/** Relative to the working directory when inside it: "./data/db" reads better than a long path. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

let pidNamespace: string | null | undefined;
/** This process's PID namespace (Linux), or undefined where /proc does not tell. */
export function ownPidNamespace(): string | undefined {
  if (pidNamespace === undefined) {
    try {
      pidNamespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      pidNamespace = null;
    }
  }
  return pidNamespace ?? undefined;
}

// The record is written in place at offset 0 with one write of a fixed size, padded with spaces
// (JSON allows them), so a reader sees the old or the new record, never a mix or a shorter tail.
const RECORD_BYTES = 512;

function encodeRecord(record: LockRecord | undefined): Buffer {
  const text = record === undefined ? '' : JSON.stringify(record);
  return Buffer.from(text.padEnd(RECORD_BYTES - 1, ' ') + '\n', 'utf8');
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return {
      pid: parsed.pid,
      owner: parsed.owner ?? 'server',
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : 'at an unknown time',
      pidNamespace: typeof parsed.pidNamespace === 'string' ? parsed.pidNamespace : undefined,
      token: typeof parsed.token === 'string' ? parsed.token : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The record in the lock file, if it holds one. Says nothing about whether anyone holds the lock. */
export function readLockRecord(file: string): LockRecord | undefined {
  try {
    return parseRecord(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Blocks the thread briefly: the lock is taken once at start, before anything else runs. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The holder of a lock we could not take. It writes its record right after its flock succeeds; a
 * reader that comes in between finds the previous record or none, so it looks again for a moment.
 */
function readHolder(file: string, ownToken: string): LockRecord | undefined {
  let record: LockRecord | undefined;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    record = readLockRecord(file);
    if (record !== undefined && record.token !== ownToken) return record;
    pause(20);
  }
  return undefined;
}

/** A held lock: release() is idempotent and runs by itself when the process exits. */
export interface EmbeddedLock {
  file: string;
  record: LockRecord;
  release(): void;
}

export interface AcquireOptions {
  /** How often the holder checks that the lock file is still the one it locked. */
  checkEveryMs?: number;
  /**
   * Called once when the holder learns that its lock file was removed or replaced, so that another
   * process may hold the folder now. The default prints one line and exits at once: nothing more may
   * be written to the folder.
   */
  onCompromised?: (reason: string) => void;
}

/** Two seconds: a removed lock file is noticed well before a second opener could finish starting. */
export const COMPROMISE_CHECK_MS = 2_000;

function exitCompromised(reason: string): void {
  process.stderr.write(`Debut stopped: ${reason}\n`);
  // At once, without closing PGlite: a close writes pages, and the folder may have another owner.
  process.exit(1);
}

// Locks this process holds, released by the exit hook below.
const held = new Set<EmbeddedLock>();
let exitHookInstalled = false;

/**
 * Takes the lock of the embedded database folder `dir` for `owner`, creating the parent folder.
 * Throws EmbeddedDatabaseLockedError when another process holds it, DataDirUnusableError when the
 * folder or its lock file cannot be created or locked.
 */
export function acquireEmbeddedLock(
  dir: string,
  owner: EmbeddedDbOwner,
  options: AcquireOptions = {},
): EmbeddedLock {
  const parent = path.dirname(dir);
  const file = `${dir}.lock`;
  let fd: number;
  try {
    mkdirSync(parent, { recursive: true });
    // Not O_APPEND: the record is rewritten in place. Node opens with O_CLOEXEC, so a child process
    // never inherits the descriptor and with it the lock.
    fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  } catch (error) {
    throw new DataDirUnusableError(parent, error as NodeJS.ErrnoException);
  }
  const record: LockRecord = {
    pid: process.pid,
    owner,
    startedAt: new Date().toISOString(),
    pidNamespace: ownPidNamespace(),
    token: randomUUID(),
  };
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
      throw new EmbeddedDatabaseLockedError(dir, readHolder(file, record.token ?? ''));
    }
    throw new DataDirUnusableError(parent, error as NodeJS.ErrnoException);
  }
  // flock holds the open file, not the name: if the file was removed or replaced between our open
  // and our flock, we hold a file nobody else will ever open. Then take the lock again.
  if (!stillNamed(file, fd)) {
    closeSync(fd);
    return acquireEmbeddedLock(dir, owner, options);
  }
  try {
    const bytes = encodeRecord(record);
    writeSync(fd, bytes, 0, bytes.length, 0);
    ftruncateSync(fd, bytes.length);
  } catch (error) {
    closeSync(fd);
    throw new DataDirUnusableError(parent, error as NodeJS.ErrnoException);
  }

  const onCompromised = options.onCompromised ?? exitCompromised;
  let open = true;
  const stop = () => {
    if (!open) return false;
    open = false;
    clearInterval(watch);
    held.delete(lock);
    return true;
  };
  const lock: EmbeddedLock = {
    file,
    record,
    release() {
      if (!stop()) return;
      try {
        // Only our own record is cleared: a replaced file belongs to whoever replaced it.
        if (stillNamed(file, fd)) writeSync(fd, encodeRecord(undefined), 0, RECORD_BYTES, 0);
      } catch {
        // A full disk: the record stays, which misleads nobody once the flock is gone.
      }
      closeSync(fd);
    },
  };
  // flock itself cannot expire or be taken away; what can happen is that the file is deleted or
  // replaced (by hand, a clean-up script, a restored backup), and a second opener then locks a new
  // file under the same name. The holder finds out here and stops.
  const watch = setInterval(() => {
    const problem = compromise(file, fd, record.token);
    if (problem === undefined || !stop()) return;
    closeSync(fd);
    onCompromised(
      `the lock ${file} of the embedded database was ${problem}, so another process may now own the ` +
        'folder; this process stops writing to it.',
    );
  }, options.checkEveryMs ?? COMPROMISE_CHECK_MS);
  watch.unref();
  held.add(lock);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const each of [...held]) each.release();
    });
  }
  return lock;
}

/** Whether the path still names the file open as `fd`. */
function stillNamed(file: string, fd: number): boolean {
  try {
    const named = statSync(file);
    const open = fstatSync(fd);
    return named.ino === open.ino && named.dev === open.dev;
  } catch {
    return false;
  }
}

/** What went wrong with a held lock file, or undefined while it is still ours. */
function compromise(file: string, fd: number, token: string | undefined): string | undefined {
  if (!stillNamed(file, fd)) return 'removed or replaced';
  const record = readLockRecord(file);
  if (record?.token !== token) return 'overwritten by another program';
  return undefined;
}
