import { lazy } from 'react';
import type { SignedInNav } from './signed-in-nav.tsx';

type SignedInNavModule = { SignedInNav: typeof SignedInNav };

let loading: Promise<SignedInNavModule> | undefined;

/**
 * The signed-in navigation's code (Mantine's menus and their positioning) stays out of /login's
 * first load. Whoever has a token starts fetching it at boot (main.tsx), beside the screen's code,
 * so their header is complete in the first paint.
 */
export function loadSignedInNav(): Promise<SignedInNavModule> {
  // A failed fetch is forgotten, so the next render tries again instead of failing for good.
  loading ??= import('./signed-in-nav.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const LazySignedInNav = lazy(() => loadSignedInNav().then((m) => ({ default: m.SignedInNav })));
