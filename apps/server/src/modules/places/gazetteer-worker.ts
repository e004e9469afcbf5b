import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { buildGazetteerIndex, type Admin1, type PlaceNameTable } from './gazetteer-index.ts';
import type { GazetteerMessage, GazetteerRequest, GazetteerWorkerData } from './gazetteer-protocol.ts';

// Runs in its own thread: building the index takes seconds and a typo search tens of milliseconds,
// neither of which may hold up the server's event loop.

const port = parentPort;
if (!port) throw new Error('gazetteer-worker must run as a worker thread');
const data = workerData as GazetteerWorkerData;
const post = (message: GazetteerMessage) => port.postMessage(message);

const started = performance.now();
const admin1 = JSON.parse(readFileSync(data.admin1File, 'utf8')) as Admin1[];
const names = JSON.parse(readFileSync(data.namesFile, 'utf8')) as PlaceNameTable;
const index = buildGazetteerIndex(readFileSync(data.citiesFile, 'utf8'), admin1, names);
post({
  type: 'ready',
  placeCount: index.placeCount,
  nameCount: index.nameCount,
  buildMs: Math.round(performance.now() - started),
});

port.on('message', (request: GazetteerRequest) => {
  try {
    if (request.kind === 'nearest') {
      post({
        type: 'nearest',
        id: request.id,
        items: index.nearest(request.points, request.lang, request.maxKm),
      });
    } else {
      post({
        type: 'result',
        id: request.id,
        items: index.search(request.query, request.lang, request.limit),
      });
    }
  } catch (error) {
    post({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
});
