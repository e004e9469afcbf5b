import type { IndexedJob, IndexPage, IndexQuery } from './job-text-index.ts';

/** What the server's thread asks of the index's thread. */
export type IndexRequest =
  | { kind: 'apply'; upserts: IndexedJob[]; removals: string[] }
  | { kind: 'query'; id: number; query: IndexQuery }
  | { kind: 'stats'; id: number }
  /** The build is over: give back the room kept for growth. */
  | { kind: 'trim' };

/** What the index's thread answers. */
export type IndexMessage =
  | { kind: 'page'; id: number; page: IndexPage }
  | { kind: 'stats'; id: number; jobs: number; bytes: number; heapBytes: number }
  | { kind: 'failed'; id: number; message: string };
