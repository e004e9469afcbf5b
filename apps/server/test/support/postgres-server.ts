import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, until } from './free-port.ts';

/**
 * A private PostgreSQL server, initialised into a temporary folder and listening on a free port of
 * 127.0.0.1, for tests that stop and start the database under a running API. It never touches the
 * machine's shared server, and it is owned by the test: stop, start and destroy signal only the
 * postmaster it spawned.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** `fast` ends sessions and checkpoints (pg_ctl -m fast); `immediate` is a crash (-m immediate). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data, once stopped; resolves when it answers. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its folder; safe to call twice. */
  destroy(): Promise<void>;
}

const SIGNALS = { fast: 'SIGINT', immediate: 'SIGQUIT' } as const;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/** The folder of initdb and postgres: pg_config's answer, else the newest Debian install. */
function findBinDir(): string {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH: look at the usual places below
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries (initdb, postgres) were not found');
  return found;
}

/** initdb and postgres refuse to run as root: they then run as the `postgres` account. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

// PG* variables of the calling shell (PGDATA, PGPORT, ...) must not steer the private server.
const serverEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' });

function run(bin: string, args: string[], account: ReturnType<typeof serverAccount>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'], ...account });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code}): ${errors}`)),
    );
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  // A refused or reset connection during start is expected; the caller polls again.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const binDir = findBinDir();
  const account = serverAccount();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-pg-'));
  if (account) chownSync(dataDir, account.uid, account.gid);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  await run(
    path.join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    account,
  );

  let postmaster: ChildProcess | undefined;
  let log = '';
  const running = () =>
    postmaster !== undefined && postmaster.exitCode === null && postmaster.signalCode === null;

  const start = async () => {
    if (running()) return;
    log = '';
    const child = spawn(
      path.join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        // TCP only: no socket file in a shared folder.
        '-c',
        'unix_socket_directories=',
        // The tests crash the API and this server's processes, never the machine: fsync buys nothing.
        '-c',
        'fsync=off',
      ],
      { env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'], ...account },
    );
    postmaster = child;
    // Only the last lines matter when a start fails.
    child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    await until(
      'PostgreSQL to accept connections',
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}): ${log}`);
        }
        return answers(url);
      },
      START_TIMEOUT_MS,
    );
  };

  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    const child = postmaster;
    if (!child || !running()) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(SIGNALS[mode]);
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(late);
  };

  try {
    await start();
  } catch (error) {
    await stop('immediate');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    port,
    stop,
    start,
    async destroy() {
      await stop('immediate');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
