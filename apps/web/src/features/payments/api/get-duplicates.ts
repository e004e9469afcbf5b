import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDuplicatesResponse } from '@debut/contract/moderation';
import { moderationEndpoints } from '@debut/contract/moderation.endpoints';
import { api } from '../../../shared/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export type TDuplicate = TDuplicatesResponse['items'][number];

/** `GET /jobs/{id}/duplicates` (owner only): the owner's live jobs that look like this one. */
export async function getDuplicates(id: string, signal?: AbortSignal): Promise<TDuplicate[]> {
  const { items } = await api(moderationEndpoints.duplicates, { params: { id }, signal });
  return items;
}

export const duplicatesQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: paymentKeys.duplicates(id),
    queryFn: ({ signal }) => getDuplicates(id, signal),
    enabled: enabled && id !== '',
    // A warning, not the screen's purpose: a failure shows nothing rather than retrying.
    retry: false,
  });

/** Asked only for the signed-in owner; anonymous visitors never call it. */
export function useDuplicates(id: string, enabled: boolean) {
  return useQuery(duplicatesQueryOptions(id, enabled));
}
