import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from './client-config-query.ts';

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
