import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob, TUpdateJobRequest } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

export interface UpdateJobVariables {
  id: string;
  /** Only the fields that changed (a partial edit). */
  changes: TUpdateJobRequest;
}

export async function updateJob({ id, changes }: UpdateJobVariables): Promise<TJob> {
  const { job } = await api(jobsEndpoints.put, { params: { id }, body: changes });
  return job;
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export type CloseReason = 'filled' | 'owner';

/** Closes an active job (DESIGN.md §4: `{status: 'closed', closedReason}`); applicants and chats stay. */
export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: CloseReason }) => {
      const { job } = await api(jobsEndpoints.put, {
        params: { id },
        body: { status: 'closed', closedReason: reason },
      });
      return job;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
