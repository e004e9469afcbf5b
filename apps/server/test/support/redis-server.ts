import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A private redis-server on a free port, so tests never touch the machine's shared instance. */
export async function startRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections are expected while the server starts; the loop below retries them.
  probe.on('error', () => undefined);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (error) {
      if (attempt > 50 || child.exitCode !== null) {
        child.kill();
        throw new Error(`redis-server did not start: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
