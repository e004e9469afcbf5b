import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

function tsxApiUrl(): string {
  const commonJs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(commonJs.replace(/\.cjs$/, '.mjs')).href;
}

/**
 * Starts the worker thread whose file `name` sits beside the caller (`import.meta.url`): the source
 * runs as TypeScript (tsx, vitest), the build as dist/*.js, where build.mjs writes each worker beside
 * server.js.
 */
export function startWorkerBeside(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const extension = path.extname(new URL(callerUrl).pathname) === '.ts' ? '.ts' : '.js';
  const workerUrl = new URL(`./${name}${extension}`, callerUrl);
  if (extension === '.js') return new Worker(workerUrl, options);
  // Node 20 does not hand a parent's loader to a worker: the TypeScript source registers tsx first.
  return new Worker(
    `import(${JSON.stringify(tsxApiUrl())})` +
      `.then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`,
    { ...options, eval: true },
  );
}
