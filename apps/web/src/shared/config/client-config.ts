import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientConfig } from '@debut/contract/config';
import { apiRequest } from '../api/client.ts';

/** `GET /config` (SPEC.md §7's client configuration): price, payment, real time, map tiles, languages. */
export async function getClientConfig(signal?: AbortSignal): Promise<TClientConfig> {
  return apiRequest<TClientConfig>('/config', { signal });
}

/** It changes only with a deployment: loaded once per page. */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Infinity,
  });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
