import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { LIVE_JOB_PREDICATE } from '../../../db/live-job.ts';
import { JOB_PAY_SQL, PAID_INTERNSHIP_PREDICATE } from '../../../db/schema.ts';
import { describeError } from '../../../platform/log-errors.ts';
import type { Logger } from '../../../platform/logger.ts';
import { startWorkerBeside } from '../../../platform/worker-thread.ts';
import type { IndexedJob, IndexPage, IndexQuery } from './job-text-index.ts';
import type { IndexMessage, IndexRequest } from './protocol.ts';

/** The node's search index, seen from the server's thread (decision 052). */
export interface SearchIndex {
  /** Starts building from the database and following its changes (the server calls it once listening). */
  start(): void;
  /** Whether searches may ask it: built, and caught up with the changes since the build began. */
  readonly ready: boolean;
  /**
   * The page of a text search, or undefined when the index cannot answer now (not ready, busy past
   * the wait, failed): the caller then asks SQL, which gives the same answer.
   */
  query(query: IndexQuery): Promise<IndexPage | undefined>;
  /** A change was announced (the bus): read the change log now rather than at the next tick. */
  changed(): void;
  /** Called after each batch of changes reached the index (the search cache is emptied then). */
  onApplied(listener: () => void): void;
  stats(): Promise<
    { jobs: number; bytes: number; heapBytes: number; buildMs: number | undefined } | undefined
  >;
  close(): Promise<void>;
}

export interface SearchIndexOptions {
  db: Db;
  logger: Logger;
  /** How often the change log is read when nothing was announced. */
  pollMs: number;
  /** Rows read from the database per batch while building. */
  batchSize?: number;
}

/** Batches sent to the worker before the build waits for it to take them. */
const IN_FLIGHT_BATCHES = 4;
/** The longest the build waits for the worker to take its batches. */
const BUILD_WAIT_MS = 5 * 60_000;
/** The longest a search waits for the index's thread before asking SQL instead. */
const QUERY_WAIT_MS = 250;
/** The longest a search waits for announced changes to reach the index (read-your-writes). */
const FRESH_WAIT_MS = 500;
/** A gap in the change log's numbers is a transaction still running; after this it was rolled back. */
const GAP_PATIENCE_MS = 5 * 60_000;
/** Changes read at once; more are read in further turns of the same poll. */
const CHANGES_PER_READ = 5_000;
/** How long changes are kept for nodes that fell behind; older ones are deleted. */
const CHANGES_KEPT = '1 day';
const PURGE_EVERY_MS = 10 * 60_000;

const startWorker = (): Worker => startWorkerBeside(import.meta.url, 'search-index-worker');

interface JobRecord extends Record<string, unknown> {
  id: string;
  published_us: string | number | null;
  category: string;
  other_lower: string | null;
  schedule: string;
  employment_type: string;
  experience: string;
  paid_internship: boolean;
  salary: number | null;
  lat: number;
  lng: number;
  vector: string;
  live: boolean;
}

const JOB_COLUMNS = sql.raw(`id, (extract(epoch from published_at) * 1000000)::int8 as published_us,
  category, lower(category_other) as other_lower, schedule, employment_type, experience,
  coalesce(${PAID_INTERNSHIP_PREDICATE}, false) as paid_internship, ${JOB_PAY_SQL} as salary, lat, lng, search::text as vector,
  (${LIVE_JOB_PREDICATE}) as live`);

const toIndexed = (row: JobRecord): IndexedJob => ({
  id: row.id,
  publishedUs: row.published_us === null ? 0 : Number(row.published_us),
  category: row.category,
  categoryOtherLower: row.other_lower,
  schedule: row.schedule,
  employmentType: row.employment_type,
  experience: row.experience,
  paidInternship: row.paid_internship,
  salary: row.salary === null ? null : Number(row.salary),
  lat: Number(row.lat),
  lng: Number(row.lng),
  vector: row.vector,
});

/** A list as one parameter (drizzle would spread an array into a parameter per item). */
const listParam = (items: (string | number)[]) => `{${items.join(',')}}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createSearchIndex(options: SearchIndexOptions): SearchIndex {
  const { db, logger } = options;
  const batchSize = options.batchSize ?? 2_000;
  let worker: Worker | undefined;
  let ready = false;
  let closed = false;
  let buildMs: number | undefined;
  let nextId = 1;
  const pending = new Map<number, (message: IndexMessage | undefined) => void>();
  const listeners: (() => void)[] = [];
  /** The highest change read, and the numbers below it not yet seen (their transactions still open). */
  let lastChange = 0;
  const gaps = new Map<number, number>();
  let polling: Promise<void> | undefined;
  let pollAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = Date.now();

  const send = (request: IndexRequest) => worker?.postMessage(request);
  const ask = (request: IndexRequest & { id: number }, waitMs: number) =>
    new Promise<IndexMessage | undefined>((resolve) => {
      if (!worker) return resolve(undefined);
      const timeout = setTimeout(() => {
        pending.delete(request.id);
        resolve(undefined);
      }, waitMs);
      pending.set(request.id, (message) => {
        clearTimeout(timeout);
        resolve(message);
      });
      send(request);
    });

  /** Resolves when the worker has taken everything sent before (messages are handled in order). */
  const caughtUp = async () => {
    const message = await ask({ kind: 'stats', id: nextId++ }, BUILD_WAIT_MS);
    if (!message) throw new Error('the search index worker did not keep up with the build');
  };

  const loadJobs = async (ids: string[]) =>
    rowsOf<JobRecord>(
      await db.execute(sql`select ${JOB_COLUMNS} from jobs where id = any(${listParam(ids)}::uuid[])`),
    );

  /** Reads the change log from where it stopped and hands the changed jobs to the index. */
  const readChanges = async () => {
    const gapIds = [...gaps.keys()];
    const changes = rowsOf<{ id: string | number; job_id: string }>(
      await db.execute(sql`select id, job_id from search_changes
        where id > ${lastChange} or id = any(${listParam(gapIds)}::int8[]) order by id limit ${CHANGES_PER_READ}`),
    );
    // A long backlog (a node that was down through a large import) is read in turns.
    if (changes.length === CHANGES_PER_READ) pollAgain = true;
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_PATIENCE_MS) gaps.delete(id);
    if (changes.length === 0) return;
    for (const change of changes) {
      const id = Number(change.id);
      gaps.delete(id);
      for (let missing = lastChange + 1; missing < id; missing += 1) gaps.set(missing, now);
      lastChange = Math.max(lastChange, id);
    }
    const jobIds = [...new Set(changes.map((change) => change.job_id))];
    const rows = await loadJobs(jobIds);
    const live = rows.filter((row) => row.live);
    const liveIds = new Set(live.map((row) => row.id));
    send({ kind: 'apply', upserts: live.map(toIndexed), removals: jobIds.filter((id) => !liveIds.has(id)) });
    for (const listener of listeners) listener();
  };

  const purge = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db.execute(sql`delete from search_changes where changed_at < now() - ${CHANGES_KEPT}::interval`);
  };

  /** One read of the change log at a time; a request while one runs makes it read again after. */
  const poll = (): Promise<void> => {
    if (polling) {
      pollAgain = true;
      return polling;
    }
    polling = (async () => {
      try {
        do {
          pollAgain = false;
          await readChanges();
        } while (pollAgain && !closed);
        await purge();
      } catch (error) {
        logger.warn({ err: describeError(error) }, 'search index could not read changes');
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, options.pollMs);
    timer.unref();
  };

  const build = async () => {
    const started = performance.now();
    // Changes from here on are read after the build, so nothing that happens during it is missed.
    const [head] = rowsOf<{ last: string | number | null }>(
      await db.execute(sql`select max(id) as last from search_changes`),
    );
    lastChange = Number(head?.last ?? 0);
    // The live jobs' ids oldest first, from the publication index alone; then their rows by primary key
    // in batches. (A keyset walk over the rows themselves made PostgreSQL sort the table per batch.)
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`select id from jobs
        where ${sql.raw(LIVE_JOB_PREDICATE)} and published_at is not null order by published_at, id`),
    ).map((row) => row.id);
    let count = 0;
    let newest: IndexedJob | undefined;
    for (let start = 0; start < ids.length; start += batchSize) {
      if (closed) return;
      const batch = ids.slice(start, start + batchSize);
      const byId = new Map((await loadJobs(batch)).map((row) => [row.id, row]));
      const upserts: IndexedJob[] = [];
      for (const id of batch) {
        const row = byId.get(id);
        if (!row?.live) continue;
        const job = toIndexed(row);
        // Republished since the ids were read: the change log brings it after the build, in its place.
        if (
          newest &&
          (job.publishedUs < newest.publishedUs ||
            (job.publishedUs === newest.publishedUs && job.id < newest.id))
        )
          continue;
        newest = job;
        upserts.push(job);
      }
      send({ kind: 'apply', upserts, removals: [] });
      count += upserts.length;
      // The worker takes longer over a batch than the database: waiting for it now and then keeps
      // the batches in flight (and their copies in memory) few.
      if ((start / batchSize) % IN_FLIGHT_BATCHES === IN_FLIGHT_BATCHES - 1) await caughtUp();
    }
    send({ kind: 'trim' });
    // Ready only once the worker holds every batch: before, its searches would wait behind them.
    await caughtUp();
    await poll();
    buildMs = Math.round(performance.now() - started);
    ready = true;
    logger.info({ jobs: count, buildMs }, 'search index ready');
  };

  return {
    get ready() {
      return ready;
    },
    start() {
      if (worker || closed) return;
      const started = startWorker();
      started.on('message', (message: IndexMessage) => {
        const resolve = pending.get(message.id);
        pending.delete(message.id);
        resolve?.(message);
      });
      started.on('error', (error) => {
        logger.error({ err: error }, 'search index worker failed');
        ready = false;
      });
      started.on('exit', () => {
        ready = false;
        for (const resolve of pending.values()) resolve(undefined);
        pending.clear();
      });
      started.unref();
      worker = started;
      build()
        .then(schedule)
        .catch((error: unknown) => {
          logger.error({ err: describeError(error) }, 'search index build failed; searches use SQL');
        });
    },
    async query(query) {
      if (!ready) return undefined;
      // Announced changes first, so a job published a moment ago is found (bounded: SQL answers if not).
      if (polling)
        await Promise.race([polling, new Promise((resolve) => setTimeout(resolve, FRESH_WAIT_MS))]);
      const message = await ask({ kind: 'query', id: nextId++, query }, QUERY_WAIT_MS);
      return message?.kind === 'page' ? message.page : undefined;
    },
    changed() {
      if (ready) void poll();
    },
    onApplied(listener) {
      listeners.push(listener);
    },
    async stats() {
      const message = await ask({ kind: 'stats', id: nextId++ }, 10_000);
      return message?.kind === 'stats'
        ? { jobs: message.jobs, bytes: message.bytes, heapBytes: message.heapBytes, buildMs }
        : undefined;
    },
    async close() {
      closed = true;
      ready = false;
      if (timer) clearTimeout(timer);
      await polling;
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
