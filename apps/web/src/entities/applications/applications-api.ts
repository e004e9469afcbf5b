import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplyRequest } from '@debut/contract/applications';
import { applicationsEndpoints } from '@debut/contract/applications.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from '../jobs/job-keys.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  my: () => ['applications', 'my'] as const,
  forJob: (jobId: string) => ['applications', 'job', jobId] as const,
};

export async function getMyApplications(signal?: AbortSignal): Promise<TApplication[]> {
  const { items } = await api(applicationsEndpoints.mine, { signal });
  return items;
}

export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.my(), queryFn: ({ signal }) => getMyApplications(signal) });

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}

export interface ApplyVariables {
  jobId: string;
  coverLetter: string;
  /** Answers to the job's screening questions; blank ones are left out (the server judges what is missing). */
  answers?: NonNullable<TApplyRequest['answers']>;
}

export async function applyToJob({
  jobId,
  coverLetter,
  answers = [],
}: ApplyVariables): Promise<TApplication> {
  const given = answers.filter((answer) => answer.text.trim() !== '');
  const body: TApplyRequest = {
    ...(coverLetter.trim() === '' ? {} : { coverLetter }),
    ...(given.length === 0 ? {} : { answers: given }),
  };
  const { application } = await api(applicationsEndpoints.apply, { params: { jobId }, body });
  return application;
}

/** The job card's `applied` and My applications both change: refresh both. */
function useRefreshAfterApplication() {
  const queryClient = useQueryClient();
  return (jobId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    ]);
}

export function useApply() {
  const refresh = useRefreshAfterApplication();
  return useMutation({ mutationFn: applyToJob, onSuccess: (_application, { jobId }) => refresh(jobId) });
}

/** Withdraws the application to a job: it is deleted (204). */
export async function cancelApplication(jobId: string): Promise<void> {
  await api(applicationsEndpoints.cancel, { params: { jobId } });
}

export function useCancelApplication() {
  const refresh = useRefreshAfterApplication();
  return useMutation({ mutationFn: cancelApplication, onSuccess: (_result, jobId) => refresh(jobId) });
}
