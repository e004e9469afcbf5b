import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const preloadOf = (type: unknown): (() => Promise<void>) | undefined => {
  const preload = (type as { preload?: unknown } | null)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<void>) : undefined;
};

/**
 * Starts fetching the code of the screen an address shows, before the first render: side by side
 * with the catalogue and the configuration instead of after them, which saves a round trip and the
 * loading spinner's flash (and the page jumping when the screen replaces it). Settles when the code is
 * in, or failed to load (the screen then shows the error), whichever comes first.
 */
export async function preloadScreen(routes: RouteObject[], pathname: string): Promise<void> {
  const loading = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    isValidElement(route.element) ? preloadOf(route.element.type)?.() : undefined,
  );
  await Promise.all(loading);
}
