import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayment, TPaymentListResponse } from '@debut/contract/payments';
import { apiRequest } from '../../../shared/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The first wait before asking again whether the payment made in the other tab has arrived. */
export const PAYMENT_POLL_MS = 2000;
/** The longest wait between two questions: an aggregator can take minutes, the page keeps asking. */
export const PAYMENT_POLL_MAX_MS = 20_000;

/**
 * The wait before the next question after `asked` answers without the payment: 2 s growing by half
 * each time up to 20 s, so a tab left open does not ask every few seconds for an hour.
 */
export function paymentPollDelay(asked: number): number {
  return Math.min(PAYMENT_POLL_MS * 1.5 ** Math.max(0, asked - 1), PAYMENT_POLL_MAX_MS);
}

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
 * list is asked for again, less often as time goes by: the payment is made in another tab.
 */
export function useUnusedPayment(jobId: string, enabled: boolean) {
  return useQuery({
    ...myPaymentsQueryOptions(),
    enabled,
    select: (items) => items.find(unusedFor(jobId)) ?? null,
    refetchInterval: (query) =>
      query.state.data?.some(unusedFor(jobId)) ? false : paymentPollDelay(query.state.dataUpdateCount),
    refetchIntervalInBackground: true,
  });
}
