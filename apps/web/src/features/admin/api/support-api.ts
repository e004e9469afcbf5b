import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSupportAnswerRequest, TSupportRequest } from '@debut/contract/support';
import { supportEndpoints } from '@debut/contract/support.endpoints';
import { api } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-api.ts';

export type SupportStatus = 'open' | 'answered';

/** Under 'admin', so any moderation action refreshes the queue too (the audit log shows answers). */
export const supportKeys = {
  queue: (status: SupportStatus) => [...adminKeys.all, 'support', status] as const,
};

/** `GET /admin/support`: open requests oldest first, or answered ones newest first. */
export async function getSupportQueue(
  status: SupportStatus,
  signal?: AbortSignal,
): Promise<TSupportRequest[]> {
  const { items } = await api(supportEndpoints.queue, { query: { status }, signal });
  return items;
}

export const supportQueueQueryOptions = (status: SupportStatus) =>
  queryOptions({
    queryKey: supportKeys.queue(status),
    queryFn: ({ signal }) => getSupportQueue(status, signal),
  });

export function useSupportQueue(status: SupportStatus) {
  return useQuery(supportQueueQueryOptions(status));
}

/** `POST /admin/support/{id}/answer`: mailed to the sender; 409 when another admin answered first. */
export async function answerSupportRequest(input: { id: string; answer: string }): Promise<TSupportRequest> {
  const body: TSupportAnswerRequest = { answer: input.answer };
  const { request } = await api(supportEndpoints.answer, { params: { id: input.id }, body });
  return request;
}

export function useAnswerSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSupportRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
