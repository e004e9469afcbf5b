// Runs bench/load-worker.ts in a process of its own, so the load generator never shares a process (or
// its event loop) with the server or the benchmark's own database work, and returns its figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadJob, LoadResult } from './load-worker.ts';
import { root } from './server.ts';

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/load-worker.ts'), JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'inherit'], cwd: root },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult)
        : reject(new Error(`load worker exited ${code}`)),
    );
  });
}
