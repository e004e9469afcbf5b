import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from './job-keys.ts';

/** Every job of the signed-in user, in every status, with its numbers of applications (all and new). */
export async function getMyJobs(signal?: AbortSignal): Promise<TJob[]> {
  const { items } = await api(jobsEndpoints.mine, { signal });
  return items;
}

export const myJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.my(), queryFn: ({ signal }) => getMyJobs(signal) });

export function useMyJobs() {
  return useQuery(myJobsQueryOptions());
}
