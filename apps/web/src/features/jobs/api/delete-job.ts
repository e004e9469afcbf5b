import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/** Immediate, final and irreversible (SPEC.md §1): 204. */
export async function deleteJob(id: string): Promise<void> {
  await api(jobsEndpoints.remove, { params: { id } });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
