import { useSyncExternalStore } from 'react';
import type { TUser } from '@debut/contract/users';
import { favoritesStore } from '../favorites/favorites-store.ts';
import { clearLiveStores } from '../realtime/live-stores.ts';
import { tokenStorage } from '../../shared/storage/token-storage.ts';
import { removeItem } from '../../shared/storage/local-storage.ts';
import { STORAGE_KEYS } from '@debut/contract/constants';

export interface SessionState {
  /** `checking` while the stored token is being verified at start; the app renders nothing then. */
  status: 'checking' | 'ready';
  token: string | null;
  user: TUser | null;
}

type Listener = () => void;

function initialState(): SessionState {
  const token = tokenStorage.get();
  return { status: token ? 'checking' : 'ready', token, user: null };
}

let state: SessionState = initialState();
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The session (SPEC.md §3, §4): the token in local storage and the signed-in user in memory. */
export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: TUser): void {
    // Whoever used this browser before keeps their favourites to themselves: the new account's
    // list comes from the server (FavoritesSync), never merged with what was here.
    favoritesStore.clear();
    clearLiveStores();
    // A draft CV and the company last chosen on a shared computer are the last person's data.
    removeItem(STORAGE_KEYS.resumeDraft);
    removeItem(STORAGE_KEYS.lastCompanyId);
    tokenStorage.set(token);
    setState({ status: 'ready', token, user });
  },
  setUser(user: TUser): void {
    setState({ ...state, status: 'ready', user });
  },
  /** Forgets the token and the user (logout, expired session, deleted account). */
  clear(): void {
    favoritesStore.clear();
    clearLiveStores();
    // A draft CV and the company last chosen on a shared computer are the last person's data.
    removeItem(STORAGE_KEYS.resumeDraft);
    removeItem(STORAGE_KEYS.lastCompanyId);
    tokenStorage.remove();
    setState({ status: 'ready', token: null, user: null });
  },
  /** Re-reads local storage; used at start and by tests. */
  reload(): void {
    setState(initialState());
  },
};

export function useSession(): SessionState & { isSignedIn: boolean } {
  const current = useSyncExternalStore(session.subscribe, session.get, session.get);
  return { ...current, isSignedIn: Boolean(current.token && current.user) };
}
