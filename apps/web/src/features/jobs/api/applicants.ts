import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplicationDecisionRequest } from '@debut/contract/applications';
import { applicationsEndpoints } from '@debut/contract/applications.endpoints';
import { api } from '../../../shared/api/client.ts';
import { applicationKeys } from '../../../entities/applications/applications-api.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/** The owner's list; the server marks new applications viewed as it answers. */
export async function getApplicants(jobId: string, signal?: AbortSignal): Promise<TApplication[]> {
  const { items } = await api(applicationsEndpoints.forJob, { params: { id: jobId }, signal });
  return items;
}

export function useApplicants(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationKeys.forJob(jobId),
    queryFn: async ({ signal }) => {
      const items = await getApplicants(jobId, signal);
      // Opening the list changed the "new" counts on My jobs.
      void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
      return items;
    },
  });
}

export interface DecisionVariables {
  jobId: string;
  applicationId: string;
  status: TApplicationDecisionRequest['status'];
}

export async function decideApplication({ jobId, applicationId, status }: DecisionVariables) {
  const body: TApplicationDecisionRequest = { status };
  const { application } = await api(applicationsEndpoints.decide, {
    params: { id: jobId, applicationId },
    body,
  });
  return application;
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (application, { jobId }) => {
      queryClient.setQueryData<TApplication[]>(applicationKeys.forJob(jobId), (items) =>
        items?.map((item) => (item._id === application._id ? { ...item, status: application.status } : item)),
      );
    },
  });
}
