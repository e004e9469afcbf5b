import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from './job-keys.ts';

/** A job card with `applied`, `isOwner` and `favorite` for the viewer; the server counts a view. */
export async function getJob(id: string, signal?: AbortSignal): Promise<TJob> {
  const { job } = await api(jobsEndpoints.get, { params: { id }, signal });
  return job;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    enabled: id !== '',
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
