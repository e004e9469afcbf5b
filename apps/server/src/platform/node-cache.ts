/**
 * What one node keeps in memory of rows it would otherwise read on every request (sessions, a
 * person's hidden ids), emptied on every node through the bus when the rows change (decision 025).
 * Entries are trusted for `ttlMs` at most, so a node that missed an announcement (Redis away) heals.
 */
export interface NodeCache<K, V> {
  /** The value of `key` if it is cached, not older than the TTL and still `fresh`. */
  get(key: K): V | undefined;
  /**
   * The cache's generation: read it before reading the database and give it to `set`, so that a row
   * read before a change is never stored after the change's clear (which it would undo).
   */
  generation(): number;
  set(key: K, value: V, generation: number): void;
  clear(): void;
}

export interface NodeCacheOptions<V> {
  /** How long an entry is trusted at most; 0 turns the cache off. */
  ttlMs: number;
  max: number;
  /** Whether an entry may still be used (e.g. a session not past its end); always, if absent. */
  fresh?: (value: V, now: number) => boolean;
}

export function createNodeCache<K, V>(options: NodeCacheOptions<V>): NodeCache<K, V> {
  const entries = new Map<K, { value: V; storedAt: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const now = Date.now();
      if (now - entry.storedAt > options.ttlMs || (options.fresh && !options.fresh(entry.value, now))) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(key, value, readAt) {
      if (options.ttlMs <= 0 || readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { value, storedAt: Date.now() });
      // The oldest stored entry goes first: a Map keeps insertion order.
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
