import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob, TJobResponse } from '@debut/contract/jobs';
import { apiRequest } from '../../../shared/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The job being paid for: `GET /jobs/{id}` (404 when missing or someone else's unpublished job). */
export async function getPaymentJob(id: string, signal?: AbortSignal): Promise<TJob> {
  const { job } = await apiRequest<TJobResponse>(`/jobs/${encodeURIComponent(id)}`, { signal });
  return job;
}

export const paymentJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.job(id),
    queryFn: ({ signal }) => getPaymentJob(id, signal),
    enabled: id !== '',
  });

export function usePaymentJob(id: string) {
  return useQuery(paymentJobQueryOptions(id));
}
