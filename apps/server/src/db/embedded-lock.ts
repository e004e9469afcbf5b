import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one process: two processes on one data folder each keep their own view
 * and overwrite each other's files. So the folder has one owner, recorded in a lock file beside it
 * (`<dir>.lock`), created atomically before PGlite opens and removed when the owner closes or exits.
 * A lock whose process is gone (kill -9, a crash, a reboot) is taken over. See decision 014.
 */

/** Who opens the embedded database: named in the line a second opener reads. */
export type EmbeddedDbOwner = 'server' | 'seed' | 'admin' | 'test';

const OWNER_NAMES: Record<EmbeddedDbOwner, string> = {
  server: 'the Debut server',
  seed: 'the seed command (npm run seed)',
  admin: 'the admin command (npm run admin)',
  test: 'a test',
};

/** What the lock file holds. */
export interface LockRecord {
  pid: number;
  owner: EmbeddedDbOwner;
  /** When the owner took the lock (ISO 8601), for people. */
  startedAt: string;
  /** The kernel's start time of the process (Linux), so that a recycled pid is not taken for the owner. */
  processStart?: string | undefined;
}

/** The folder is held by a live process: the message is the one line the opener prints. */
export class EmbeddedDatabaseLockedError extends Error {
  readonly holder: LockRecord;
  constructor(dir: string, holder: LockRecord) {
    const name = OWNER_NAMES[holder.owner] ?? 'another program';
    super(
      `The embedded database in ${displayPath(dir)} is in use by ${name} (pid ${holder.pid}, started ` +
        `${holder.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}). Stop it first, or set ` +
        'DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'EmbeddedDatabaseLockedError';
    this.holder = holder;
  }
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
};

/** Relative to the working directory when inside it: "./data/db" reads better than a long path. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

/** The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), if readable. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `record` still runs. */
export function isHolderAlive(record: LockRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user — alive. ESRCH: gone.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs, but pids are recycled (a container restarted is pid 1 again): same start time or not.
  if (record.processStart === undefined) return true;
  const now = processStartTime(record.pid);
  return now === undefined || now === record.processStart;
}

function readRecord(file: string): LockRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return {
      pid: parsed.pid,
      owner: parsed.owner ?? 'server',
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : 'at an unknown time',
      processStart: typeof parsed.processStart === 'string' ? parsed.processStart : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Creates `file` only if it does not exist (O_EXCL), holding `content`; false when it exists. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Like createExclusive, but nobody can ever read the file half written: the record is written to a
 * private file first and then hard-linked under the lock's name, which fails if the name exists.
 * Where hard links are not supported, falls back to O_EXCL.
 */
function publishExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.new`;
  try {
    unlinkSync(draft);
  } catch {
    // Usually absent.
  }
  if (!createExclusive(draft, content)) return false;
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP')
      return createExclusive(file, content);
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** Blocks the thread briefly: the lock is taken once at start, before anything else runs. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// A takeover guard older than this belongs to a taker that died between its steps.
const GUARD_STALE_MS = 10_000;

/**
 * Removes a lock left by a dead process. Two starters may find the same stale lock at once; the
 * guard file (created with O_EXCL as well) lets one of them re-read and remove it, so that the other
 * cannot delete the lock the first has just written.
 */
function removeStaleLock(file: string): void {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) unlinkSync(guard);
    } catch {
      // Gone meanwhile: the other taker finished.
    }
    pause(25);
    return;
  }
  try {
    const record = readRecord(file);
    if (record === undefined || !isHolderAlive(record)) {
      // Renamed aside first: an unlink of a path could remove a new owner's lock, a rename of a
      // checked record cannot be undone by anyone else while we hold the guard.
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
        unlinkSync(aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  } finally {
    unlinkSync(guard);
  }
}

/** A held lock: release() is idempotent and runs by itself when the process exits. */
export interface EmbeddedLock {
  file: string;
  release(): void;
}

// Locks this process holds, released by the exit and signal handlers below.
const held = new Set<EmbeddedLock>();
let handlersInstalled = false;

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const lock of [...held]) lock.release();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      // The server closes itself on these signals and releases the lock after the database closed;
      // only when nobody else listens (the seed, the admin command) is the default death ours to do.
      if (process.listenerCount(signal) > 1) return;
      for (const lock of [...held]) lock.release();
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Takes the lock of the embedded database folder `dir` for `owner`, creating the parent folder.
 * Throws EmbeddedDatabaseLockedError when a live process holds it, DataDirUnusableError when the
 * folder cannot be created or written.
 */
export function acquireEmbeddedLock(dir: string, owner: EmbeddedDbOwner): EmbeddedLock {
  const parent = path.dirname(dir);
  const file = `${dir}.lock`;
  try {
    mkdirSync(parent, { recursive: true });
  } catch (error) {
    throw new DataDirUnusableError(parent, error as NodeJS.ErrnoException);
  }
  const record: LockRecord = {
    pid: process.pid,
    owner,
    startedAt: new Date().toISOString(),
    processStart: processStartTime(process.pid),
  };
  const content = `${JSON.stringify(record)}\n`;
  // A round that finds a stale lock removes it; the next must then win or meet the live process
  // that won meanwhile. More rounds only while another starter holds the takeover guard.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    let created: boolean;
    try {
      created = publishExclusive(file, content);
    } catch (error) {
      throw new DataDirUnusableError(parent, error as NodeJS.ErrnoException);
    }
    if (created) {
      const lock: EmbeddedLock = {
        file,
        release() {
          if (!held.delete(lock)) return;
          // Only our own record: never remove a lock another process took over meanwhile.
          if (readRecord(file)?.pid !== process.pid) return;
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
      held.add(lock);
      installExitHandlers();
      return lock;
    }
    const holder = readRecord(file);
    if (holder !== undefined && isHolderAlive(holder)) throw new EmbeddedDatabaseLockedError(dir, holder);
    removeStaleLock(file);
  }
  throw new EmbeddedDatabaseLockedError(
    dir,
    readRecord(file) ?? { pid: 0, owner: 'server', startedAt: 'just now' },
  );
}
