import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The built server (`npm run build` first) as its own process, on a free port, once it is ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (attempt > 300 || child.exitCode !== null) throw new Error(`the server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One JSON call to the API; anything but a 2xx throws with the answer. */
export async function call(base: string, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A new account; its token. */
export async function register(base: string, name: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/register', undefined, {
    displayName: name,
    email: `${name.toLowerCase()}-${Date.now()}@bench.example`,
    password: 'a long benchmark passphrase',
    acceptTerms: true,
    acceptPrivacy: true,
  });
  return answer.token as string;
}
