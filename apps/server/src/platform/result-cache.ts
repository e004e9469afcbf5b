import { LRUCache } from 'lru-cache';

export interface ResultCacheOptions {
  /** How long a result is served without a change that clears it; 0: never kept. */
  ttlMs: number;
  /** How many distinct results are kept. */
  max: number;
}

export interface ResultCache<V> {
  /** The kept result of `key`, or `load`'s; identical requests arriving together share one load. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every result: what they were made from changed. */
  clear(): void;
}

/**
 * Results kept for a few seconds, for answers that are the same for everyone who asks (decision 010):
 * the promise is kept, not only its value, so a crowd asking at once costs one load; a failed load is
 * forgotten; and a load that was running when `clear()` came may have missed the change, so its answer
 * is not kept either.
 */
export function createResultCache<V extends NonNullable<unknown>>(
  options: ResultCacheOptions,
): ResultCache<V> {
  if (options.ttlMs <= 0) return { get: (_key, load) => load(), clear: () => undefined };
  const cache = new LRUCache<string, Promise<V>>({ max: options.max, ttl: options.ttlMs });
  let generation = 0;
  return {
    get(key, load) {
      const cached = cache.get(key);
      if (cached) return cached;
      const started = generation;
      const result = load();
      cache.set(key, result);
      result.then(
        () => {
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
