import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { api } from './support/http-api.ts';
import { freePort, until } from './support/free-port.ts';

/**
 * Faults (issue 16, item 3): two processes on one embedded database folder. The first server owns
 * DATA_DIR/db; a second server, the seed and the admin command stop at once with one line naming
 * it, and change nothing. A stopped server releases the folder; a killed one leaves a stale lock that
 * the next start takes over. A DATA_DIR that cannot be used gets one line with the folder and cause.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const root = mkdtempSync(path.join(os.tmpdir(), 'debut-lock-fault-'));
const dataDir = path.join(root, 'data');
const servers: ChildProcess[] = [];

// The run's migrated template, written to the folder: a fresh PGlite would spend a minute in initdb.
beforeAll(async () => {
  // Empty when the run targets PostgreSQL: the folder is then initialised from scratch.
  const file = inject('pgliteTemplateFile');
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'db'),
    owner: 'test',
    ...(file ? { pgliteTemplate: new Blob([readFileSync(file)]) } : {}),
  });
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const server of servers)
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
}, 60_000);

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of the server package under tsx to its end, with the given settings. */
function run(script: string, args: string[], env: Record<string, string>, uid?: number): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 170_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

interface Owner {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** The server on DATA_DIR, from source; up to three minutes to be ready on a busy machine. */
async function startOwner(): Promise<Owner> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'no-web'),
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(child);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await until(
    'the owner to be ready',
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
      const response = await fetch(`${base}/api/ready`).catch(() => undefined);
      return response?.status === 200;
    },
    180_000,
  );
  return { base, child, exited };
}

async function stopGracefully(owner: Owner): Promise<void> {
  owner.child.kill('SIGTERM');
  expect(await owner.exited).toBe(0);
}

const lockFile = path.join(dataDir, 'db.lock');
const email = `owner-${Date.now()}@example.com`;
const password = 'correct horse battery staple';

async function signIn(base: string): Promise<{ status: number; token: string }> {
  const answer = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  return { status: answer.status, token: String(answer.json?.token) };
}

/** The one line a refused opener prints, naming the holder. */
const heldBy = (pid: number | undefined) =>
  new RegExp(
    `^The embedded database in ${dataDir.replaceAll('/', '\\/')}\\/db is in use by the Debut server ` +
      `\\(pid ${pid}, started [^)]+\\)\\. Stop it first, or set DATABASE_URL to share a PostgreSQL server\\.\\n$`,
  );

it('turns away a second server, the seed and the admin command while a server owns the folder', async () => {
  const owner = await startOwner();
  const register = await api(owner.base, 'POST', '/api/auth/register', {
    body: { displayName: 'Owner', email, password, acceptTerms: true, acceptPrivacy: true },
  });
  expect(register.status).toBe(201);
  const pid = owner.child.pid;
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid, owner: 'server' });

  const second = await run('src/server.ts', [], { DATA_DIR: dataDir });
  expect(second.code).toBe(1);
  expect(second.stderr.replace(/^Debut failed to start: /, '')).toMatch(heldBy(pid));

  const seeded = await run('src/scripts/seed.ts', ['--jobs', '20', '--users', '2'], { DATA_DIR: dataDir });
  expect(seeded.code).toBe(1);
  expect(seeded.stderr).toMatch(heldBy(pid));
  expect(seeded.stdout).not.toContain('Seeded');

  const granted = await run('src/scripts/admin.ts', ['grant', email], { DATA_DIR: dataDir });
  expect(granted.code).toBe(1);
  expect(granted.stderr).toMatch(heldBy(pid));
  expect(granted.stdout).not.toContain('is now an admin');

  // The owner still answers, with its data.
  expect(owner.child.exitCode).toBeNull();
  expect((await signIn(owner.base)).status).toBe(200);
  await stopGracefully(owner);
  expect(existsSync(lockFile)).toBe(false);
}, 420_000);

it('keeps the first server’s data across a restart, and takes over the lock a killed server left', async () => {
  const restarted = await startOwner();
  const session = await signIn(restarted.base);
  expect(session.status).toBe(200);
  const search = await api(restarted.base, 'GET', '/api/jobs', { token: session.token });
  expect(search.status).toBe(200);
  // The refused seed wrote nothing.
  expect((search.json as { items: unknown[] }).items).toHaveLength(0);

  restarted.child.kill('SIGKILL');
  await restarted.exited;
  // kill -9: no exit hook ran, the lock of the dead process is still there.
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: restarted.child.pid });
  const next = await startOwner();
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.child.pid });
  expect((await signIn(next.base)).status).toBe(200);
  await stopGracefully(next);

  // Nobody holds the folder now: the admin command works, and says so truthfully.
  const granted = await run('src/scripts/admin.ts', ['grant', email], { DATA_DIR: dataDir });
  expect(granted.stderr).toBe('');
  expect(granted.stdout).toContain(`${email} is now an admin`);
  expect(granted.code).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
}, 420_000);

it('names the folder and the cause, in one line and without a stack, when DATA_DIR cannot be used', async () => {
  // Root may write anywhere: a DATA_DIR below a regular file fails for every user (ENOTDIR).
  const file = path.join(root, 'a-file');
  writeFileSync(file, '');
  const below = await run('src/server.ts', [], { DATA_DIR: path.join(file, 'data') });
  expect(below.code).toBe(1);
  expect(below.stderr).toBe(
    `Debut failed to start: The data folder ${path.join(file, 'data')} cannot be used: a part of its path ` +
      'is a file, not a folder (ENOTDIR). Make it writable for this user, or point DATA_DIR (or DATABASE_URL) elsewhere.\n',
  );

  // A read-only folder: run as an unprivileged user (nobody) where the tests run as root.
  if (process.getuid?.() !== 0) return;
  const readOnly = path.join(root, 'read-only');
  mkdirSync(readOnly);
  chmodSync(root, 0o755);
  chmodSync(readOnly, 0o555);
  const denied = await run('src/server.ts', [], { DATA_DIR: readOnly, HOME: root }, 65_534);
  expect(denied.code).toBe(1);
  expect(denied.stderr).toBe(
    `Debut failed to start: The data folder ${readOnly} cannot be used: permission denied (EACCES). ` +
      'Make it writable for this user, or point DATA_DIR (or DATABASE_URL) elsewhere.\n',
  );
}, 120_000);
