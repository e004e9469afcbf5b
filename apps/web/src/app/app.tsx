import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DirectionSync } from './direction-sync.tsx';
import { FavoritesSync } from './favorites-sync.tsx';
import { LanguageSync } from './language-sync.tsx';
import { AppRoutes } from './routes.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import { SessionGate } from './session-gate.tsx';
import { SignedInNotifications } from './signed-in-notifications.tsx';
import { SignedInRealtime } from './signed-in-realtime.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DirectionSync />
        <SignedInNotifications />
        <ScreenErrorBoundary resetKey="app">
          <QueryClientProvider client={queryClient}>
            <SessionGate>
              <FavoritesSync />
              <LanguageSync />
              <BrowserRouter>
                <SignedInRealtime />
                <AppRoutes />
              </BrowserRouter>
            </SessionGate>
          </QueryClientProvider>
        </ScreenErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
