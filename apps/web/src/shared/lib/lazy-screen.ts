import { createElement, lazy, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@debut/contract/constants';
import { trackScreenLoad } from './screen-loading.ts';
import { withTimeout } from './with-timeout.ts';

/** A screen's code could not be fetched (network, new deploy) or took longer than 120 s. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export interface LazyScreen<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts fetching the screen's code now (the address already names it); settles when it is in or failed. */
  preload(): Promise<void>;
}

/**
 * A screen in its own chunk, failing with ChunkLoadError after CHUNK_LOAD_TIMEOUT_MS (SPEC.md §8) so
 * the error boundary can offer a reload. Once its code is in (preloaded at startup), it renders at
 * once instead of suspending: no loading spinner between the first paint and the screen. Which of the
 * two a mounted screen uses is fixed when it mounts, so it never remounts and loses its state.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchScreen = () =>
    (loading ??= withTimeout(
      load(),
      CHUNK_LOAD_TIMEOUT_MS,
      () => new ChunkLoadError(`Chunk not loaded after ${CHUNK_LOAD_TIMEOUT_MS} ms`),
    ).then(
      (component) => (loaded = component),
      (error: unknown) => {
        throw error instanceof ChunkLoadError
          ? error
          : new ChunkLoadError('Chunk failed to load', { cause: error });
      },
    ));
  // Asked for by a render: the layout shows that a screen is loading (navigations keep the old one).
  const Suspending = lazy(async () => ({ default: await trackScreenLoad(fetchScreen()) }));

  function Screen(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(component, props);
  }
  // A failure shows when the screen renders (the error boundary); here it is only a head start.
  Screen.preload = () =>
    fetchScreen().then(
      () => undefined,
      () => undefined,
    );
  return Screen;
}
