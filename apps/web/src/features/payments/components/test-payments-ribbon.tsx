import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TClientConfig } from '@debut/contract/config';
import { clientConfigQueryOptions } from '../../../shared/config/client-config-query.ts';
import classes from './test-payments-ribbon.module.css';

/**
 * The configuration as the query cache holds it, loaded once. Not `useQuery`: the ribbon is on
 * every page, and a query observer would add about 2 KB gzip to /login's budget (DESIGN.md §10).
 */
function useCachedClientConfig(): TClientConfig | undefined {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(clientConfigQueryOptions());
  }, [queryClient]);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => queryClient.getQueryData(clientConfigQueryOptions().queryKey);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * DESIGN.md §7: while the server runs the sandbox payment provider every page says so, so a real
 * deployment cannot run on it unnoticed and nobody thinks a test payment cost money.
 */
export function TestPaymentsRibbon() {
  const { t } = useTranslation();
  const config = useCachedClientConfig();
  if (config?.payment.provider !== 'sandbox') return null;
  return (
    <p className={classes.ribbon} role="note" title={t('payments.ribbon.details')}>
      <strong>{t('payments.ribbon.title')}</strong>{' '}
      <span className={classes.details}>{t('payments.ribbon.details')}</span>
    </p>
  );
}
