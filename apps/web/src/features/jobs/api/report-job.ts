import { useMutation } from '@tanstack/react-query';
import type { TReportRequest, TReportResponse } from '@debut/contract/moderation';
import { moderationEndpoints } from '@debut/contract/moderation.endpoints';
import { api } from '../../../shared/api/client.ts';

export interface ReportJobVariables {
  jobId: string;
  report: TReportRequest;
}

/** `POST /jobs/{id}/report`: 201, 409 ALREADY_REPORTED while this person's report is open, 429 past the hourly limit. */
export async function reportJob({ jobId, report }: ReportJobVariables): Promise<TReportResponse> {
  return api(moderationEndpoints.report, { params: { id: jobId }, body: report });
}

/** Nothing the reporter sees changes, so nothing is invalidated. */
export function useReportJob() {
  return useMutation({ mutationFn: reportJob });
}
