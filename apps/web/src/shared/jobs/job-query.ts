import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob, TJobResponse } from '@debut/contract/jobs';
import { apiRequest } from '../api/client.ts';
import { jobKeys } from './job-keys.ts';

/** A job card with `applied`, `isOwner` and `favorite` for the viewer; the server counts a view. */
export async function getJob(id: string, signal?: AbortSignal): Promise<TJob> {
  const { job } = await apiRequest<TJobResponse>(`/jobs/${encodeURIComponent(id)}`, { signal });
  return job;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
