import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startupTimeout } from '../../../../scripts/lib/machine-load.mjs';
import { freePort, until } from './free-port.ts';

/** The API as its own process, started from source, as an operator runs it. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the process printed so far (its log lines at LOG_LEVEL=warn), for failure messages. */
  output(): string;
  /** True while the process runs: a crash shows here. */
  alive(): boolean;
  /** kill -9: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** Idempotent: kills the process if it still runs and removes its data folder. */
  dispose(): Promise<void>;
}

const serverDir = path.resolve(import.meta.dirname, '../..');
// A minute on an idle machine, longer on a loaded one (issue 28: suites gave up while starting).
const READY_TIMEOUT_MS = 60_000;

// Settings of the calling shell that would steer the process away from what the test chose.
const INHERITED_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'CORS_ORIGINS',
  'PAYMENT_PROVIDER',
  'ADMIN_EMAILS',
  'PORT',
  'HOST',
];

/**
 * Starts `src/server.ts` under tsx (no build needed) on a free port, with TRUST_PROXY so that each
 * request can name its own client address, and resolves once `/api/ready` answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-process-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...childEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;

  const kill = async () => {
    if (!alive()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const dispose = async () => {
    await kill();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await until(
      `the server on port ${port} to be ready`,
      async () => {
        if (!alive()) throw new Error(`the server exited while starting:\n${output}`);
        const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) }).catch(
          () => undefined,
        );
        return response?.status === 200;
      },
      startupTimeout(READY_TIMEOUT_MS),
    );
  } catch (error) {
    await dispose();
    throw error;
  }
  return { base, child, output: () => output, alive, kill, dispose };
}
