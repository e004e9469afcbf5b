import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayment, TPaymentListResponse } from '@debut/contract/payments';
import { apiRequest } from '../../../shared/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** How often the confirm screen asks whether the payment made in the other tab has arrived. */
export const PAYMENT_POLL_MS = 5000;

/** The signed-in user's verified payments (`GET /payments/my`). */
export async function getMyPayments(signal?: AbortSignal): Promise<TPayment[]> {
  const { items } = await apiRequest<TPaymentListResponse>('/payments/my', { signal });
  return items;
}

export const myPaymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.my(), queryFn: ({ signal }) => getMyPayments(signal) });

const unusedFor = (jobId: string) => (payment: TPayment) =>
  payment.jobId === jobId && payment.usedForPublicationAt === null;

/**
 * The verified payment for `jobId` not yet used by a publication, or null. Until it is there the
 * list is asked for again every few seconds: the payment is made in another tab.
 */
export function useUnusedPayment(jobId: string, enabled: boolean) {
  return useQuery({
    ...myPaymentsQueryOptions(),
    enabled,
    select: (items) => items.find(unusedFor(jobId)) ?? null,
    refetchInterval: (query) => (query.state.data?.some(unusedFor(jobId)) ? false : PAYMENT_POLL_MS),
  });
}
