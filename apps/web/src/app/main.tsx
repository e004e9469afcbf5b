import '@mantine/core/styles.css';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession, watchOtherTabs } from '../shared/auth/start-session.ts';
import { watchFavoritesInOtherTabs } from '../shared/favorites/favorites-store.ts';
import { clientConfigQueryOptions } from '../shared/config/client-config-query.ts';
import { initI18n } from '../shared/i18n/init-i18n.ts';
import { clearServiceWorkers } from '../shared/lib/clear-service-workers.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';

void clearServiceWorkers();

const queryClient = createQueryClient();
// The token check and the catalogue load run side by side; the session gate waits for the first.
void startSession(queryClient);
watchOtherTabs();
watchFavoritesInOtherTabs();

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

// Untranslated keys must not flash, and the test-payments ribbon must not push the page down when
// the configuration arrives after the first paint: render once the catalogue and the configuration
// are in (or failed to load). Both are asked for at once, so this waits for one round trip.
void Promise.all([
  initI18n().catch(() => undefined),
  queryClient.prefetchQuery(clientConfigQueryOptions()),
]).then(render);
