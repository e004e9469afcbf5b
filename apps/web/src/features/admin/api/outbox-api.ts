import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOutboxEntry, TOutboxStatus } from '@debut/contract/moderation';
import { moderationEndpoints } from '@debut/contract/moderation.endpoints';
import { api } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-api.ts';

/** Under 'admin', so a retry also reloads the audit log, which records it. */
export const outboxKeys = {
  list: (status: TOutboxStatus) => [...adminKeys.all, 'outbox', status] as const,
};

/** `GET /admin/outbox`: deliveries out of tries, or still owed, newest first (at most 200). */
export async function getOutbox(status: TOutboxStatus, signal?: AbortSignal): Promise<TOutboxEntry[]> {
  const { items } = await api(moderationEndpoints.outbox, { query: { status }, signal });
  return items;
}

export const outboxQueryOptions = (status: TOutboxStatus) =>
  queryOptions({ queryKey: outboxKeys.list(status), queryFn: ({ signal }) => getOutbox(status, signal) });

export function useOutbox(status: TOutboxStatus) {
  return useQuery(outboxQueryOptions(status));
}

/** `POST /admin/outbox/{id}/retry`: back in the queue with fresh tries; 409 when it has not failed. */
export async function retryOutboxEntry(id: string): Promise<TOutboxEntry> {
  const { item } = await api(moderationEndpoints.retryOutbox, { params: { id } });
  return item;
}

export function useRetryOutboxEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxEntry,
    // Also after a 409: another admin's retry came first, and the list should show it gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
