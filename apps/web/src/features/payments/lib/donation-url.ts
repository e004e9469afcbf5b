import type { TClientConfig } from '@debut/contract/config';

/**
 * The external donation page for one job (DESIGN.md §7): the label names the job, the sum is the
 * price. The sandbox page needs only those two. For YooMoney, `GET /config` gives the quickpay URL
 * with the receiver already in it; the form also comes back to the payment result screen on success.
 */
export function donationLink(
  payment: TClientConfig['payment'],
  jobId: string,
  sum: number,
  origin: string = window.location.origin,
): string {
  const url = new URL(payment.donationUrl, origin);
  if (payment.provider === 'yoomoney') {
    url.searchParams.set('quickpay-form', 'button');
    url.searchParams.set('label', jobId);
    url.searchParams.set('sum', String(sum));
    const back = new URL('/payment-result', origin);
    back.searchParams.set('status', 'success');
    back.searchParams.set('jobId', jobId);
    url.searchParams.set('successURL', back.toString());
  } else {
    url.searchParams.set('label', jobId);
    url.searchParams.set('sum', String(sum));
  }
  return url.toString();
}
