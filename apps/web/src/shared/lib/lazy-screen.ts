import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@debut/contract/constants';
import { withTimeout } from './with-timeout.ts';

/** A screen's code could not be fetched (network, new deploy) or took longer than 120 s. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * React.lazy for a named export, failing with ChunkLoadError after CHUNK_LOAD_TIMEOUT_MS
 * (SPEC.md §8) so the error boundary can offer a reload.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      const component = await withTimeout(
        load(),
        CHUNK_LOAD_TIMEOUT_MS,
        () => new ChunkLoadError(`Chunk not loaded after ${CHUNK_LOAD_TIMEOUT_MS} ms`),
      );
      return { default: component };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError('Chunk failed to load', { cause: error });
    }
  });
}
