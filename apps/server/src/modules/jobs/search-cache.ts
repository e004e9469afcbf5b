import type { TJobSearchQuery } from '@debut/contract/jobs';
import { createResultCache, type ResultCacheOptions } from '../../platform/result-cache.ts';
import type { SearchResult, SearchViewer } from './search.ts';
import { noneHidden } from '../hidden/queries.ts';

export type SearchCacheOptions = ResultCacheOptions;

export interface SearchCache {
  /**
   * A search for a viewer. A kept result is the same for everyone (no `seen`); one that leaves out what
   * the viewer hid is theirs alone and is not kept, nor is any while keeping is off: those are read
   * for the viewer, `seen` included.
   */
  search(query: TJobSearchQuery, viewer: Required<SearchViewer>): Promise<SearchResult>;
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
 * shows in the next search; only view counts may lag. Kept results hold no viewer's data: `isOwner`
 * and `seen` are added per request.
 */
export function createSearchCache(
  run: (query: TJobSearchQuery, viewer?: SearchViewer) => Promise<SearchResult>,
  options: SearchCacheOptions,
): SearchCache {
  const cache = createResultCache<SearchResult>(options);
  const keeps = options.ttlMs > 0;
  return {
    search(query, viewer) {
      if (!keeps || !noneHidden(viewer.hidden)) return run(query, viewer);
      return cache.get(keyOf(query), () => run(query));
    },
    clear: () => cache.clear(),
  };
}
