import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { JobTextIndex } from './job-text-index.ts';
import type { IndexMessage, IndexRequest } from './protocol.ts';

// The index lives in its own thread: building it from a million jobs takes tens of seconds, and
// compacting it seconds, neither of which may hold up the server's event loop (issue 30).

const port = parentPort;
if (!port) throw new Error('the search index must run as a worker thread');
const post = (message: IndexMessage) => port.postMessage(message);
let index = new JobTextIndex();

port.on('message', (request: IndexRequest) => {
  if (request.kind === 'apply') {
    for (const id of request.removals) index.remove(id);
    for (const job of request.upserts) index.upsert(job);
    if (index.wantsCompaction) index = index.compact();
    return;
  }
  if (request.kind === 'trim') {
    index.trim();
    return;
  }
  try {
    if (request.kind === 'stats') {
      post({
        kind: 'stats',
        id: request.id,
        jobs: index.size,
        bytes: index.bytes,
        heapBytes: getHeapStatistics().used_heap_size,
      });
    } else {
      post({ kind: 'page', id: request.id, page: index.query(request.query) });
    }
  } catch (error) {
    post({ kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
});
