import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, until } from './free-port.ts';

/**
 * A private redis-server on a free port, so tests never touch the machine's shared instance; a test
 * can stop it and start it again on the same port, as an operator restarting Redis would.
 */
export interface ThrowawayRedis {
  url: string;
  /** Stops the server (SIGTERM, as systemd does); nothing is saved. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves when it answers PING. */
  start(): Promise<void>;
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections are expected while the server starts; the caller polls again.
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function startRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    if (running()) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    try {
      await until(
        `redis-server on port ${port}`,
        async () => {
          if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
          return answersPing(url);
        },
        10_000,
      );
    } catch (error) {
      started.kill('SIGKILL');
      throw error;
    }
  };

  const stop = async () => {
    const current = child;
    if (!current || !running()) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill('SIGTERM');
    await exited;
  };

  await start();
  return { url, start, stop };
}
