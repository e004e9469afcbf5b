import { useEffect, useSyncExternalStore } from 'react';

// How many screens' code is being fetched because a screen asked to render. React Router navigates
// in a transition, so the shown screen stays while the next one's code loads and Suspense's fallback
// never appears: this count lets the layout say "Loading…" meanwhile (SPEC.md §2).
let pending = 0;
/** Suspense fallbacks on screen: they already say it, so the floating notice keeps quiet. */
let fallbacks = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts `load` as a screen loading until it settles, and returns it. */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  load.then(settle, settle);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True while some screen's code that a render asked for is still loading and no fallback shows it:
 * an in-app navigation, where the old screen stays until the new one is in.
 */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0 && fallbacks === 0,
    () => false,
  );
}

/** Marks a loading fallback as shown while it is mounted. */
export function useFallbackShown(): void {
  useEffect(() => {
    fallbacks += 1;
    notify();
    return () => {
      fallbacks -= 1;
      notify();
    };
  }, []);
}
