import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob, TJobResponse, TPutJobRequest } from '@debut/contract/jobs';
import { apiRequest } from '../../../shared/api/client.ts';
import { JOBS_QUERY_PREFIX, paymentKeys } from './payment-keys.ts';

const PUBLISH = { status: 'active', published: true } as const satisfies TPutJobRequest;

/**
 * `PUT /jobs/{id}` with exactly `{status: 'active', published: true}`: 200 once the server holds a
 * verified payment for the job, 402 PAYMENT_REQUIRED before (DESIGN.md §4, §7).
 */
export async function publishJob(id: string): Promise<TJob> {
  const { job } = await apiRequest<TJobResponse>(`/jobs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: PUBLISH,
  });
  return job;
}

export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishJob,
    onSuccess: async () => {
      // The payment is now used up and the job is live everywhere it is listed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_PREFIX }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
    },
  });
}
