import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob, TPutJobRequest } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';
import { paymentKeys } from './payment-keys.ts';

const PUBLISH = { status: 'active', published: true } as const satisfies TPutJobRequest;

/**
 * `PUT /jobs/{id}` with exactly `{status: 'active', published: true}`: 200 once the server holds a
 * verified payment for the job, 402 PAYMENT_REQUIRED before (DESIGN.md §4, §7).
 */
export async function publishJob(id: string): Promise<TJob> {
  const { job } = await api(jobsEndpoints.put, { params: { id }, body: PUBLISH });
  return job;
}

export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishJob,
    onSuccess: async () => {
      // The payment is now used up and the job is live everywhere it is listed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
    },
  });
}
