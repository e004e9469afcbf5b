import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/** DESIGN.md §14.2: a copy as a new draft of the caller's (questions included, never published). */
export async function duplicateJob(id: string): Promise<TJob> {
  const { job } = await api(jobsEndpoints.duplicate, { params: { id } });
  return job;
}

export function useDuplicateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job._id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.my() });
    },
  });
}
