import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startWorkerBeside } from '../platform/worker-thread.ts';
import {
  reviveFailure,
  TYPES_KEPT_AS_TEXT,
  type PgliteReply,
  type PgliteRequest,
  type PgliteStartup,
  type PgliteWorkerData,
} from './pglite-protocol.ts';

/** A transaction's statements: what drizzle's PGlite driver calls on the client it is handed. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database in a worker thread of its own (decision 062), with the part of PGlite's
 * interface that drizzle's PGlite driver uses: `query`, `exec`, `transaction`; and `dumpDataDir` and
 * `close`. Statements run one at a time, as on PGlite: a transaction's statements together, and a
 * statement from outside it waits for its end. Dates, times and intervals come back as text, as
 * drizzle asks (TYPES_KEPT_AS_TEXT).
 */
export class PgliteThread {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private inTransaction = false;
  /** Who waits for a transaction to end: statements, and transactions, in the order they came. */
  private readonly waiting: { transaction: boolean; go: () => void }[] = [];
  private failure: Error | undefined;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      this.holdProcess();
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(reviveFailure(reply.error));
    });
    const stopped = (error: Error) => {
      this.failure = error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
      this.holdProcess();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  static async start(dataDir: string | undefined, template?: Blob): Promise<PgliteThread> {
    const loadDataDir = template ? await template.arrayBuffer() : undefined;
    const worker = startWorkerBeside(import.meta.url, 'pglite-worker', {
      workerData: { dataDir, loadDataDir } satisfies PgliteWorkerData,
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (message: PgliteStartup) => {
        worker.off('error', onError);
        if (message.type === 'ready') resolve();
        else reject(reviveFailure(message.error));
      });
    });
    return new PgliteThread(worker);
  }

  /** The process lives while a statement is under way, and not for an idle database alone. */
  private holdProcess(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.holdProcess();
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Runs `go` at once when no transaction holds the database, else in turn once it ends. */
  private admit(transaction: boolean, go: () => void): void {
    if (!this.inTransaction && this.waiting.length === 0) {
      this.inTransaction = transaction;
      go();
    } else {
      this.waiting.push({ transaction, go });
    }
  }

  private transactionEnded(): void {
    this.inTransaction = false;
    while (this.waiting.length > 0 && !this.inTransaction) {
      const next = this.waiting.shift();
      if (!next) break;
      this.inTransaction = next.transaction;
      next.go();
    }
  }

  private statement<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    // Parsers are functions, which cannot cross to the worker. Those drizzle passes keep some types as
    // text, which the worker does for every statement; any other would be silently ignored.
    const unsupported = Object.keys(options.parsers ?? {})
      .map(Number)
      .filter((type) => !TYPES_KEPT_AS_TEXT.includes(type));
    if (unsupported.length > 0 || options.serializers) {
      return Promise.reject(
        new Error(`the embedded database takes no parsers of its own (${unsupported.join(', ')})`),
      );
    }
    return this.send<Results<T>>({ op: 'query', sql, params, rowMode: options.rowMode });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return new Promise((resolve, reject) => {
      this.admit(false, () => this.statement<T>(sql, params, options).then(resolve, reject));
    });
  }

  exec(sql: string): Promise<Results[]> {
    return new Promise((resolve, reject) => {
      this.admit(false, () => this.send<Results[]>({ op: 'exec', sql }).then(resolve, reject));
    });
  }

  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    await new Promise<void>((resolve, reject) => {
      // BEGIN is sent the moment the transaction is admitted, before anything admitted after it.
      this.admit(true, () => this.send({ op: 'begin' }).then(() => resolve(), reject));
    }).catch((error: unknown) => {
      this.transactionEnded();
      throw error;
    });
    let open = true;
    const inside = <R>(run: () => Promise<R>): Promise<R> =>
      open ? run() : Promise.reject(new Error('the transaction has already ended'));
    const tx: PgliteThreadTransaction = {
      query: (sql, params, options) => inside(() => this.statement(sql, params, options)),
      exec: (sql) => inside(() => this.send<Results[]>({ op: 'exec', sql })),
    };
    try {
      const result = await work(tx);
      open = false;
      await this.send({ op: 'commit' });
      return result;
    } catch (error) {
      open = false;
      await this.send({ op: 'rollback' }).catch(() => undefined);
      throw error;
    } finally {
      this.transactionEnded();
    }
  }

  async dumpDataDir(): Promise<Blob> {
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      this.admit(false, () => this.send<ArrayBuffer>({ op: 'dump' }).then(resolve, reject));
    });
    return new Blob([buffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (!this.failure) {
      await new Promise<void>((resolve, reject) => {
        this.admit(false, () => this.send({ op: 'close' }).then(() => resolve(), reject));
      });
    }
    this.closed = true;
    await this.worker.terminate();
  }
}
