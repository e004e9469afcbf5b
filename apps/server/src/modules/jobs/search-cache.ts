import type { TJobSearchQuery } from '@debut/contract/jobs';
import { createResultCache, type ResultCacheOptions } from '../../platform/result-cache.ts';
import type { SearchResult } from './search.ts';
import { noneHidden, type HiddenIds } from '../hidden/queries.ts';

export type SearchCacheOptions = ResultCacheOptions;

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
 * and popular searches repeat; identical searches arriving together share one query. Whatever changes
 * the public list of vacancies clears it on every node, so a job published, closed, edited or blocked
 * shows in the next search; only view counts may lag. Results hold no viewer's data: `isOwner` and
 * `seen` are added per request.
 */
export function createSearchCache(
  run: (query: TJobSearchQuery, hidden?: HiddenIds) => Promise<SearchResult>,
  options: SearchCacheOptions,
): SearchCache {
  const cache = createResultCache<SearchResult>(options);
  return {
    search(query, hidden) {
      if (hidden && !noneHidden(hidden)) return run(query, hidden);
      return cache.get(keyOf(query), () => run(query));
    },
    clear: () => cache.clear(),
  };
}
