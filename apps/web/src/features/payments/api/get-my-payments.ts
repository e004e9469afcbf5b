import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayment } from '@debut/contract/payments';
import { paymentsEndpoints } from '@debut/contract/payments.endpoints';
import { api } from '../../../shared/api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * The payment arrives as the live `payment.received` notification (app/realtime-host.tsx reloads the
 * list then); asking is only the fallback for a socket that is down: first after 10 s, ...
 */
export const PAYMENT_POLL_MS = 10_000;
/** ... then less often, up to once a minute, so a tab left open does not keep asking for an hour. */
export const PAYMENT_POLL_MAX_MS = 60_000;

/** The wait before the next question after `asked` answers without the payment. */
export function paymentPollDelay(asked: number): number {
  return Math.min(PAYMENT_POLL_MS * 1.5 ** Math.max(0, asked - 1), PAYMENT_POLL_MAX_MS);
}

/** The signed-in user's verified payments (`GET /payments/my`). */
export async function getMyPayments(signal?: AbortSignal): Promise<TPayment[]> {
  const { items } = await api(paymentsEndpoints.mine, { signal });
  return items;
}

export const myPaymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.my(), queryFn: ({ signal }) => getMyPayments(signal) });

const unusedFor = (jobId: string) => (payment: TPayment) =>
  payment.jobId === jobId && payment.usedForPublicationAt === null;

/**
 * The verified payment for `jobId` not yet used by a publication, or null. The payment is made in
 * another tab: the live notification brings it, and the slow fallback above covers a lost socket.
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
