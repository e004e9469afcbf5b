import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readLockRecord } from '../src/db/embedded-lock.ts';
import { api } from './support/http-api.ts';
import { freePort, until } from './support/free-port.ts';
import { prepareEmbeddedDatabase } from './support/test-db.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

/**
 * Faults (issue 16, item 3; issue 27, item 2): two processes on one embedded database folder. The
 * first server owns DATA_DIR/db; a second server, the seed and the admin command stop at once with one
 * line naming it, and change nothing, also when one of them runs in another PID namespace (a second
 * container on the same volume) and cannot see the other's process. A stopped server releases the
 * folder; a killed one leaves its lock to the kernel, and the next start takes it. A server whose lock
 * file is removed stops. A DATA_DIR that cannot be used gets one line with the folder and cause.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const root = mkdtempSync(path.join(os.tmpdir(), 'debut-lock-fault-'));
const dataDir = path.join(root, 'data');
const servers: ChildProcess[] = [];

beforeAll(() => prepareEmbeddedDatabase(path.join(dataDir, 'db')), 120_000);

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
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
  uid?: number,
  wrap: string[] = [],
): Promise<Finished> {
  const [command, ...prefix] = [...wrap, process.execPath];
  const child = spawn(command ?? process.execPath, [...prefix, '--import', 'tsx', script, ...args], {
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

/**
 * In a PID namespace of its own, as in a second container: it sees none of our processes, we see it
 * under another pid. --kill-child: a kill -9 of unshare takes the namespace's first process with it.
 */
const OTHER_PID_NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
const canUnshare =
  spawnSync(OTHER_PID_NAMESPACE[0] ?? '', [...OTHER_PID_NAMESPACE.slice(1), 'true']).status === 0;

/** The server on DATA_DIR, from source; up to three minutes to be ready on a busy machine. */
async function startOwner(wrap: string[] = []): Promise<Owner> {
  const port = await freePort();
  const [command, ...prefix] = [...wrap, process.execPath];
  const child = spawn(command ?? process.execPath, [...prefix, '--import', 'tsx', 'src/server.ts'], {
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
const heldBy = (pid: number | undefined, elsewhere = false) =>
  new RegExp(
    `^The embedded database in ${dataDir.replaceAll('/', '\\/')}\\/db is in use by the Debut server ` +
      `\\(pid ${pid}${elsewhere ? ' in another container or PID namespace' : ''}, started [^)]+\\)\\. ` +
      'Stop it first, or set DATABASE_URL to share a PostgreSQL server\\.\\n$',
  );

async function roleOf(base: string): Promise<unknown> {
  const session = await signIn(base);
  const me = await api(base, 'GET', '/api/auth/me', { token: session.token });
  return (me.json as { user: { role: string } }).user.role;
}

it('turns away a second server, the seed and the admin command while a server owns the folder', async () => {
  const owner = await startOwner();
  const register = await api(owner.base, 'POST', '/api/auth/register', {
    body: { displayName: 'Owner', email, password, acceptTerms: true, acceptPrivacy: true },
  });
  expect(register.status).toBe(201);
  const pid = owner.child.pid;
  expect(readLockRecord(lockFile)).toMatchObject({ pid, owner: 'server' });

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
  expect(readLockRecord(lockFile)).toBeUndefined();
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
  // kill -9: no exit hook ran, the record of the dead process is still there; its flock is not.
  expect(readLockRecord(lockFile)).toMatchObject({ pid: restarted.child.pid });
  const next = await startOwner();
  expect(readLockRecord(lockFile)).toMatchObject({ pid: next.child.pid });
  expect((await signIn(next.base)).status).toBe(200);
  await stopGracefully(next);

  // Nobody holds the folder now: the admin command works, and says so truthfully.
  const granted = await run('src/scripts/admin.ts', ['grant', email], { DATA_DIR: dataDir });
  expect(granted.stderr).toBe('');
  expect(granted.stdout).toContain(`${email} is now an admin`);
  expect(granted.code).toBe(0);
  expect(readLockRecord(lockFile)).toBeUndefined();
}, 420_000);

it.runIf(canUnshare)(
  'turns away openers across PID namespaces, both ways, and takes over from a killed holder in another one',
  async () => {
    // The holder in its own PID namespace: there it is pid 1, a pid that means another process here.
    const inside = await startOwner(OTHER_PID_NAMESPACE);
    expect(readLockRecord(lockFile)).toMatchObject({ pid: 1, owner: 'server' });
    const second = await run('src/server.ts', [], { DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr.replace(/^Debut failed to start: /, '')).toMatch(heldBy(1, true));
    const revoked = await run('src/scripts/admin.ts', ['revoke', email], { DATA_DIR: dataDir });
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toMatch(heldBy(1, true));
    expect(revoked.stdout).toBe('');
    // The refused command changed nothing the holder sees (the previous test made the owner an admin).
    expect(await roleOf(inside.base)).toBe('admin');

    // kill -9 of the namespace: the kernel drops the flock, and a start here takes the folder.
    inside.child.kill('SIGKILL');
    await inside.exited;
    const outside = await startOwner();
    const pid = outside.child.pid;
    expect(readLockRecord(lockFile)).toMatchObject({ pid, owner: 'server' });
    expect(await roleOf(outside.base)).toBe('admin');

    // And the other way round: openers in a namespace of their own meet the holder here.
    const inNamespace = (script: string, args: string[]) =>
      run(script, args, { DATA_DIR: dataDir }, undefined, OTHER_PID_NAMESPACE);
    const secondInside = await inNamespace('src/server.ts', []);
    expect(secondInside.code).toBe(1);
    expect(secondInside.stderr.replace(/^Debut failed to start: /, '')).toMatch(heldBy(pid, true));
    const seeded = await inNamespace('src/scripts/seed.ts', ['--jobs', '5', '--users', '1']);
    expect(seeded.code).toBe(1);
    expect(seeded.stderr).toMatch(heldBy(pid, true));
    expect(seeded.stdout).not.toContain('Seeded');
    const revokedInside = await inNamespace('src/scripts/admin.ts', ['revoke', email]);
    expect(revokedInside.code).toBe(1);
    expect(revokedInside.stderr).toMatch(heldBy(pid, true));
    expect(revokedInside.stdout).toBe('');
    expect(await roleOf(outside.base)).toBe('admin');
    const search = await api(outside.base, 'GET', '/api/jobs', { token: (await signIn(outside.base)).token });
    expect(search.status).toBe(200);
    expect((search.json as { items: unknown[] }).items).toHaveLength(0);
    await stopGracefully(outside);
  },
  600_000,
);

it('stops a server at once when its lock file is removed, before a second one could share the folder', async () => {
  const owner = await startOwner();
  unlinkSync(lockFile);
  const code = await Promise.race([
    owner.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
  ]);
  expect(code).toBe(1);
  // Nobody holds the folder now: the next start takes it.
  const next = await startOwner();
  expect((await signIn(next.base)).status).toBe(200);
  await stopGracefully(next);
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
