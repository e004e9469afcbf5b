import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import {
  describeFailure,
  TYPES_KEPT_AS_TEXT,
  type PgliteReply,
  type PgliteRequest,
  type PgliteStartup,
  type PgliteWorkerData,
} from './pglite-protocol.ts';

// The embedded database's own thread (decision 062): PGlite runs each statement synchronously, so on
// the server's thread a search's SQL held up every other request, even accepting connections.

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const data = workerData as PgliteWorkerData;

const asIs = (value: string) => value;
const keptAsText = Object.fromEntries(TYPES_KEPT_AS_TEXT.map((type) => [type, asIs])) as ParserOptions;

/** The open transaction: PGlite's own, held open until the server's thread ends it. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}

/** Marks the rollback the server's thread asked for, so that it is not reported as a failure. */
const rolledBack = new Error('rolled back');

/**
 * Opens a transaction through PGlite's own `transaction`, so PGlite knows its statements belong
 * together (as it does for the server's thread's callers before decision 062), and ends it when told.
 */
async function begin(db: PGlite): Promise<OpenTransaction> {
  let entered: (tx: Transaction) => void = () => undefined;
  let finish: (commit: boolean) => void = () => undefined;
  const opened = new Promise<Transaction>((resolve) => (entered = resolve));
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  const done = db.transaction(async (tx) => {
    entered(tx);
    if (!(await decided)) throw rolledBack;
  });
  const tx = await Promise.race([
    opened,
    done.then(() => Promise.reject(new Error('the transaction did not open'))),
  ]);
  return {
    tx,
    async end(commit) {
      finish(commit);
      await done.catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    },
  };
}

async function answer(db: PGlite, request: PgliteRequest, open: { current?: OpenTransaction }) {
  const on = open.current?.tx ?? db;
  switch (request.op) {
    case 'query':
      return on.query(request.sql, request.params, request.rowMode ? { rowMode: request.rowMode } : {});
    case 'exec':
      return on.exec(request.sql);
    case 'begin':
      open.current = await begin(db);
      return null;
    case 'commit':
    case 'rollback': {
      const ending = open.current;
      open.current = undefined;
      await ending?.end(request.op === 'commit');
      return null;
    }
    case 'dump':
      return (await db.dumpDataDir('none')).arrayBuffer();
    case 'close':
      if (!db.closed) await db.close();
      return null;
  }
}

try {
  const db = await PGlite.create(data.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    parsers: keptAsText,
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });
  // One statement at a time, in the order they came: the server's thread decides that order
  // (a transaction's statements together), so nothing here may reorder them.
  let queue: Promise<unknown> = Promise.resolve();
  const open: { current?: OpenTransaction } = {};
  port.on('message', (request: PgliteRequest) => {
    queue = queue.then(async () => {
      let reply: PgliteReply;
      try {
        reply = { id: request.id, ok: true, result: await answer(db, request, open) };
      } catch (error) {
        reply = { id: request.id, ok: false, error: describeFailure(error) };
      }
      const result = reply.ok ? reply.result : null;
      port.postMessage(reply, result instanceof ArrayBuffer ? [result] : []);
    });
  });
  port.postMessage({ type: 'ready' } satisfies PgliteStartup);
} catch (error) {
  port.postMessage({ type: 'failed', error: describeFailure(error) } satisfies PgliteStartup);
}
