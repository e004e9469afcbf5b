import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from './guards.tsx';
import { routes } from './routes.tsx';
import * as screens from './screens.ts';
import { signedInScreens } from './signed-in-screens.ts';

// Every loader answers at once with an empty screen, and says whom it was asked for.
vi.mock(import('./signed-in-screens.ts'), async (importOriginal) => {
  const { signedInScreens: real } = await importOriginal();
  const loaders = Object.keys(real).map((name) => [name, vi.fn(() => Promise.resolve(() => null))]);
  return { signedInScreens: Object.fromEntries(loaders) as unknown as typeof real };
});

/** The screens' export names, each with whether a RequireAuth guard stands above it. */
function screensInRoutes(tree: RouteObject[], behindSignIn = false): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const route of tree) {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    const guarded = behindSignIn || type === RequireAuth;
    const name = Object.entries(screens).find(([, screen]) => screen === type)?.[0];
    if (name) found.set(name, guarded);
    for (const [child, isGuarded] of screensInRoutes(route.children ?? [], guarded))
      found.set(child, isGuarded);
  }
  return found;
}

// Decision 028: a screen behind sign-in loads through signed-in-screens.ts, so its preload list stays
// out of the first script every visitor of /login downloads; an open screen must not wait for it.
describe('where each screen is loaded from', () => {
  const inRoutes = screensInRoutes(routes);

  it('finds every screen in the route table', () => {
    expect([...inRoutes.keys()].sort()).toEqual(Object.keys(screens).sort());
  });

  it('loads exactly the screens behind sign-in through the signed-in module', () => {
    const behindSignIn = [...inRoutes].filter(([, guarded]) => guarded).map(([name]) => name);
    expect(behindSignIn.sort()).toEqual(Object.keys(signedInScreens).sort());
  });

  it('fetches each screen behind sign-in with its own loader from that module', async () => {
    for (const [name, guarded] of inRoutes) {
      if (!guarded) continue;
      await screens[name as keyof typeof screens].preload();
      expect(signedInScreens[name as keyof typeof signedInScreens], name).toHaveBeenCalledOnce();
    }
  });
});
