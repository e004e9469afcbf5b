import { LRUCache } from 'lru-cache';
import type { TJobSearchQuery } from '@debut/contract/jobs';
import type { SearchResult } from './search.ts';
import { noneHidden, type HiddenIds } from '../hidden/queries.ts';

export interface SearchCacheOptions {
  /** How long a result may be served without a change to the live jobs (their view counts may lag); 0: never. */
  ttlMs: number;
  /** How many distinct searches are kept. */
  max: number;
}

export interface SearchCache {
  /** A search; one that leaves out what the viewer hid is theirs alone, and is not kept. */
  search(query: TJobSearchQuery, hidden?: HiddenIds): Promise<SearchResult>;
  /** Forgets every result: the public list of vacancies changed. */
  clear(): void;
}

/** The same search, whatever the order of its parameters. */
const keyOf = (query: TJobSearchQuery) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Search results for a few seconds (decision 010). The first page of /jobs is the same for everyone,
 * and popular searches repeat; identical searches arriving together share one query (the promise is
 * kept, not only its result). Whatever changes the public list of vacancies clears it on every node,
 * so a job published, closed, edited or blocked shows in the next search; only view counts may lag.
 * Results hold no viewer's data: `isOwner` is added per request.
 */
export function createSearchCache(
  run: (query: TJobSearchQuery, hidden?: HiddenIds) => Promise<SearchResult>,
  options: SearchCacheOptions,
): SearchCache {
  if (options.ttlMs <= 0) return { search: run, clear: () => undefined };
  const cache = new LRUCache<string, Promise<SearchResult>>({ max: options.max, ttl: options.ttlMs });
  let generation = 0;
  return {
    search(query, hidden) {
      if (hidden && !noneHidden(hidden)) return run(query, hidden);
      const key = keyOf(query);
      const cached = cache.get(key);
      if (cached) return cached;
      const started = generation;
      const result = run(query);
      cache.set(key, result);
      result.then(
        () => {
          // A change while the query ran may have been missed by it: do not keep its answer.
          if (started !== generation && cache.get(key) === result) cache.delete(key);
        },
        () => {
          if (cache.get(key) === result) cache.delete(key);
        },
      );
      return result;
    },
    clear() {
      generation += 1;
      cache.clear();
    },
  };
}
