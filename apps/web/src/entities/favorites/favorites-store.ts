import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@debut/contract/constants';
import { readItem, removeItem, writeItem } from '../../shared/storage/local-storage.ts';

type Listener = () => void;

/** The stored JSON array of job ids (SPEC.md §3); anything that is not one reads as empty. */
function readStored(): string[] {
  const raw = readItem(STORAGE_KEYS.favorites);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string'))];
  } catch {
    return [];
  }
}

let ids: readonly string[] = readStored();
const listeners = new Set<Listener>();

function set(next: readonly string[], persist: boolean): void {
  ids = next;
  if (persist) writeItem(STORAGE_KEYS.favorites, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/**
 * The `favorites` list (SPEC.md §3, §4): loaded at start, saved at once on every change. For a
 * signed-in user the server's copy is the truth (see use-favorites.ts).
 */
export const favoritesStore = {
  get: (): readonly string[] => ids,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  has: (id: string): boolean => ids.includes(id),
  /** Adds the id if absent, removes it if present; answers whether it is now a favourite. */
  toggle(id: string): boolean {
    const added = !ids.includes(id);
    set(added ? [...ids, id] : ids.filter((existing) => existing !== id), true);
    return added;
  },
  /** The server's list replaces what is stored, never merged with it. */
  replace(next: readonly string[]): void {
    set([...next], true);
  },
  /** Signing out leaves nothing of this person's list in a shared browser. */
  clear(): void {
    removeItem(STORAGE_KEYS.favorites);
    set([], false);
  },
  /** Re-reads local storage: another tab changed it, or a test did. */
  reload(): void {
    set(readStored(), false);
  },
};

export function useFavoriteIds(): readonly string[] {
  return useSyncExternalStore(favoritesStore.subscribe, favoritesStore.get, favoritesStore.get);
}

/** Another tab's toggle shows here too. */
export function watchFavoritesInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.favorites || event.key === null) favoritesStore.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
