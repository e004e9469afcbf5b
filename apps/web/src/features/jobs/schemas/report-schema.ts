import { z } from 'zod';
import {
  REPORT_REASONS,
  ZReportRequest,
  type TReportReason,
  type TReportRequest,
} from '@debut/contract/moderation';
import { addContractIssues } from '../../../shared/forms/error-map.ts';

/** The dialog's values: no reason chosen yet is ''. */
export const ZReportForm = z.object({ reason: z.string(), text: z.string() }).superRefine((form, ctx) => {
  if (!isReportReason(form.reason)) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'report.chooseReason' });
    return;
  }
  addContractIssues(ctx, ZReportRequest, toReportRequest({ ...form, reason: form.reason }));
});
export type TReportForm = z.infer<typeof ZReportForm>;

export function isReportReason(value: string): value is TReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** An empty "tell us more" is left out rather than sent as ''. */
export function toReportRequest(form: { reason: TReportReason; text: string }): TReportRequest {
  const text = form.text.trim();
  return text === '' ? { reason: form.reason } : { reason: form.reason, text };
}
