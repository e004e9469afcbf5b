import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TJobSearchResponse } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';
import type { JobSearchQuery } from '../lib/search-state.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

export async function searchJobs(
  query: JobSearchQuery,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TJobSearchResponse> {
  return api(jobsEndpoints.search, { query: { ...query, cursor }, signal });
}

/** Keyset pages: each answer names the cursor of the next one (DESIGN.md §5). */
export const searchJobsQueryOptions = (query: JobSearchQuery) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchJobs(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The old results stay on screen while a changed search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useSearchJobs(query: JobSearchQuery) {
  return useInfiniteQuery(searchJobsQueryOptions(query));
}
