import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob, TJobResponse, TUpdateJobRequest } from '@debut/contract/jobs';
import { apiRequest } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../shared/jobs/job-keys.ts';

export interface UpdateJobVariables {
  id: string;
  /** Only the fields that changed (a partial edit). */
  changes: TUpdateJobRequest;
}

export async function updateJob({ id, changes }: UpdateJobVariables): Promise<TJob> {
  const { job } = await apiRequest<TJobResponse>(`/jobs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
  return job;
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
