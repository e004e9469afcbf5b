import '@mantine/core/styles.css';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession, watchOtherTabs } from '../shared/auth/start-session.ts';
import { watchFavoritesInOtherTabs } from '../shared/favorites/favorites-store.ts';
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

// Untranslated keys must not flash: render once the catalogue is in (or failed to load).
void initI18n()
  .catch(() => undefined)
  .then(render);
