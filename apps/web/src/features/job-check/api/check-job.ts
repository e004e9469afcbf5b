import { useMutation } from '@tanstack/react-query';
import type { TCheckJobRequest, TCheckJobResponse } from '@debut/contract/payments';
import { botEndpoints } from '@debut/contract/bot.endpoints';
import { api } from '../../../shared/api/client.ts';

export type TCheckedJob = TCheckJobResponse['job'];

/**
 * `POST /bot/check-job` with an `_id` or a job number; open to anonymous visitors. 404 when there
 * is no such job (yet), 429 when asked too often (DESIGN.md §4).
 */
export async function checkJob(jobId: string): Promise<TCheckedJob> {
  const body: TCheckJobRequest = { jobId };
  const { job } = await api(botEndpoints.checkJob, { body });
  return job;
}

/** A check is a question asked once, not server state to cache: a mutation. */
export function useCheckJob() {
  return useMutation({ mutationFn: checkJob });
}
