import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from './job-keys.ts';

/** How many the dashboard shows. */
export const DASHBOARD_RECOMMENDATIONS = 5;

export const recommendedQueryOptions = (limit = DASHBOARD_RECOMMENDATIONS) =>
  queryOptions({
    queryKey: [...jobKeys.recommended(), limit] as const,
    queryFn: async ({ signal }) => (await api(jobsEndpoints.recommended, { query: { limit }, signal })).items,
  });

/** Jobs for the signed-in seeker, each with why (DESIGN.md §14.3). */
export function useRecommendedJobs(limit = DASHBOARD_RECOMMENDATIONS) {
  return useQuery(recommendedQueryOptions(limit));
}
