import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useUnusedPayment } from '../api/get-my-payments.ts';
import { jobQueryOptions } from '../../../entities/jobs/job-query.ts';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

/**
 * What the server says about paying for `jobId`, for the payment result screen:
 * - `paid`: a verified payment for the job waits to be used by its publication;
 * - `published`: the job is live (its payment is used up);
 * - `waiting`: neither yet: the aggregator has not notified the server (the screen keeps asking);
 * - `missing`: the job is not this account's to pay for (unknown, someone else's, or signed out);
 * - `loading`: the first answers are still on their way.
 */
export type VerifiedPaymentState = 'loading' | 'missing' | 'paid' | 'published' | 'waiting';

export function useVerifiedPaymentState(jobId: string, isSignedIn: boolean): VerifiedPaymentState {
  const enabled = isSignedIn && jobId !== '';
  const job = useQuery({ ...jobQueryOptions(jobId), enabled });
  const payment = useUnusedPayment(jobId, enabled);

  if (!enabled) return 'missing';
  if (job.isError && isApiError(job.error) && job.error.status < 500) return 'missing';
  if (job.data && !canManageJob(job.data)) return 'missing';
  if (payment.data) return 'paid';
  if (job.data?.status === 'active' && job.data.published) return 'published';
  if (job.isPending || payment.isPending) return 'loading';
  return 'waiting';
}
