import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@debut/contract/constants';
import { meQueryOptions } from './get-me.ts';
import { session } from './session-store.ts';

let started: Promise<void> | undefined;

/**
 * SPEC.md §4: with a stored token, ask the server for the current user; success sets the user,
 * any failure discards the token. Runs once per page load.
 */
export function startSession(queryClient: QueryClient): Promise<void> {
  started ??= (async () => {
    if (!session.get().token) return;
    try {
      session.setUser(await queryClient.fetchQuery(meQueryOptions()));
    } catch {
      session.clear();
    }
  })();
  return started;
}

/**
 * Keeps tabs in step: a logout in another tab signs this one out, a sign-in as someone else
 * reloads this one so the new session is checked.
 */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    const current = session.get().token;
    if (event.newValue === null || event.key === null) {
      if (current) session.clear();
    } else if (event.newValue !== current) {
      window.location.reload();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
