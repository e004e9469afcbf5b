import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateJobRequest, TJob } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/** 201 with the job as a draft; it is published after payment (SPEC.md §4). */
export async function createJob(request: TCreateJobRequest): Promise<TJob> {
  const { job } = await api(jobsEndpoints.create, { body: request });
  return job;
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
