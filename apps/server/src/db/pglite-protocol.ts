import { types, type Results } from '@electric-sql/pglite';

// What the server's thread and the embedded database's worker thread (pglite-worker.ts) say to each
// other. Only data crosses: functions (a query's parsers) become the type ids they apply to.

export interface PgliteWorkerData {
  /** PGlite's data folder; in memory when absent. */
  dataDir: string | undefined;
  /** A dumped data folder to start from (tests' template). */
  loadDataDir: ArrayBuffer | undefined;
}

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
    }
  | { id: number; op: 'exec'; sql: string }
  /** A transaction opens; statements then run in it until `commit` or `rollback`. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' }
  | { id: number; op: 'rollback' }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/**
 * The types drizzle's PGlite driver asks back as PostgreSQL wrote them (it parses them itself): dates,
 * times and intervals, and arrays of them and of numerics. The worker's PGlite returns them so for
 * every statement. Asking for it per statement cost ~0.2 ms each, PGlite merging its parser table.
 */
export const TYPES_KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** An error as structured clone can carry it: PostgreSQL's fields (code, constraint …) kept. */
export interface PgliteFailure {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export type PgliteReply =
  | { id: number; ok: true; result: Results<unknown> | Results[] | ArrayBuffer | null }
  | { id: number; ok: false; error: PgliteFailure };

export type PgliteStartup = { type: 'ready' } | { type: 'failed'; error: PgliteFailure };

export function describeFailure(error: unknown): PgliteFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: PgliteFailure['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on the server's thread, with the fields callers test (`code === '23505'`). */
export function reviveFailure(failure: PgliteFailure): Error {
  const error = new Error(failure.message);
  Object.assign(error, failure.fields);
  error.name = failure.name;
  return error;
}
