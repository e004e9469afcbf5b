import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../shared/jobs/job-keys.ts';

/** Immediate, final and irreversible (SPEC.md §1): 204. */
export async function deleteJob(id: string): Promise<void> {
  await apiRequest(`/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
