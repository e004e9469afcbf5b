import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateJobRequest, TJob, TJobResponse } from '@debut/contract/jobs';
import { apiRequest } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../shared/jobs/job-keys.ts';

/** 201 with the job as a draft; it is published after payment (SPEC.md §4). */
export async function createJob(request: TCreateJobRequest): Promise<TJob> {
  const { job } = await apiRequest<TJobResponse>('/jobs', { method: 'POST', body: request });
  return job;
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
