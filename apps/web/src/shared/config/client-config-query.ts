import { queryOptions } from '@tanstack/react-query';
import type { TClientConfig } from '@debut/contract/config';
import { systemEndpoints } from '@debut/contract/system.endpoints';
import { api } from '../api/client.ts';

/** `GET /config` (SPEC.md §7's client configuration): price, payment, real time, map tiles, languages. */
export async function getClientConfig(signal?: AbortSignal): Promise<TClientConfig> {
  return api(systemEndpoints.config, { signal });
}

/**
 * It changes only with a deployment: loaded once per page. Apart from the hook, so that code on
 * every page (the test-payments ribbon) can read it without pulling `useQuery` into /login's chunk.
 */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Infinity,
  });
