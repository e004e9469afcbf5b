import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

// Once per run: the same on every database (apps/server/vitest.config.ts).

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

it('starts with no variable but a port and data folder, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    // Started from source with a fresh embedded database: on a loaded two-core machine (the whole
    // suite runs beside it) transpiling and migrating has taken over 30 s.
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy, output).toBe(true);
    // A request in flight when the signal arrives is still answered: its headers and half its body
    // are sent first, the signal comes, then the rest of the body.
    const body = JSON.stringify({
      displayName: 'Last',
      email: 'last@example.com',
      password: 'a long enough passphrase',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/register',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(20)), 200);
      }, 500);
    });
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
