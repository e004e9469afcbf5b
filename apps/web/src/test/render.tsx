import { useLayoutEffect, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NotificationsHost } from '../app/notifications-host.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { theme } from '../app/theme.ts';

/** The path and query string the router shows, read after the last render. */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

function Routes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (pathname: string, search: string) => void;
}) {
  const { pathname, search } = useLocation();
  // A layout effect runs in the same commit that shows the new screen, so a test that has just found
  // the screen's text also sees its location (a passive effect could still be pending).
  useLayoutEffect(() => onLocation(pathname, search), [onLocation, pathname, search]);
  return useRoutes(routes);
}

/**
 * Puts the window at `path`, as a fresh page load would: nuqs's router adapter reads the query string
 * from the window's history, and the popstate drops the URL updates nuqs still remembers from the
 * test before (it forgets them on a back or forward navigation).
 */
export function putWindowAt(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Renders `element` at `path` (or a route table) with the app's providers. */
export function renderRoute(element: ReactElement | RouteObject[], path = '/') {
  putWindowAt(path);
  const routes = Array.isArray(element) ? element : [{ path: path.split('?')[0], element }];
  const queryClient = createQueryClient();
  const location: CurrentLocation = { pathname: '', search: '' };
  const result = render(
    <MantineProvider theme={theme} env="test">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes
            routes={routes}
            onLocation={(pathname, search) => {
              location.pathname = pathname;
              location.search = search;
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, location, queryClient };
}

/** A JSON answer with `status` (no body when `body` is undefined). */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

export const testUser = {
  _id: 'c1d2e3f4-0000-4000-8000-000000000001',
  id: 'c1d2e3f4-0000-4000-8000-000000000001',
  email: 'anna@example.com',
  displayName: 'Anna',
  country: null,
  language: 'en' as const,
  role: 'user' as const,
  emailVerified: true,
  createdAt: '2025-06-07T10:00:00.000Z',
};
