import '@mantine/core/styles.css';
import './focus.css';
import './print.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession, watchOtherTabs } from '../entities/auth/start-session.ts';
import { watchFavoritesInOtherTabs } from '../entities/favorites/favorites-store.ts';
import { clientConfigQueryOptions } from '../shared/config/client-config-query.ts';
import { initI18n } from '../shared/i18n/init-i18n.ts';
import { clearServiceWorkers } from '../shared/lib/clear-service-workers.ts';
import { tokenStorage } from '../shared/storage/token-storage.ts';
import { App } from './app.tsx';
import { loadSignedInNav } from './layout/signed-in-nav-loader.ts';
import { preloadScreen } from './preload-screen.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';

void clearServiceWorkers();
// The screen the address names is fetched beside the catalogue and the configuration.
const screen = preloadScreen(routes, window.location.pathname);

const queryClient = createQueryClient();
// The token check and the catalogue load run side by side; the session gate waits for the first.
void startSession(queryClient);
watchOtherTabs();
watchFavoritesInOtherTabs();

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that keeps a
  // slow phone from answering a tap while the first screen builds.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

/** How long the first paint may wait for the screen's code; on a slow network the spinner shows. */
const SCREEN_WAIT_MS = 2000;

// The first paint waits for what would otherwise change the page right after it: the catalogue
// (untranslated keys must not flash), the configuration (the test-payments ribbon would push the page
// down) and the screen's code (its loading spinner would flash, then the page jump). All are asked
// for at once, so this is about one round trip. Someone with a token also waits for the signed-in
// header's code, so its menus do not pop in after the page.
void Promise.all([
  tokenStorage.get() ? loadSignedInNav().catch(() => undefined) : undefined,
  initI18n().catch(() => undefined),
  queryClient.prefetchQuery(clientConfigQueryOptions()),
  Promise.race([screen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]),
]).then(render);
