import { useQuery } from '@tanstack/react-query';
import type { TJobStatsResponse } from '@debut/contract/jobs';
import { jobsEndpoints } from '@debut/contract/jobs.endpoints';
import { api } from '../../../shared/api/client.ts';

export type StatsDays = 7 | 30 | 90;

export const jobStatsKey = (id: string, days: StatsDays) => ['jobs', 'stats', id, days] as const;

/** The owner's figures of one job: views and applications per UTC day, and totals. */
export function useJobStats(id: string, days: StatsDays) {
  return useQuery({
    queryKey: jobStatsKey(id, days),
    queryFn: ({ signal }): Promise<TJobStatsResponse> =>
      api(jobsEndpoints.stats, { params: { id }, query: { days }, signal }),
  });
}
