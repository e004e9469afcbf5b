import { z } from 'zod';
import { ZReasonRequest } from '@debut/contract/moderation';
import { ZJobFields, type TUpdateJobRequest } from '@debut/contract/jobs';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

const ZTextChanges = ZJobFields.pick({ title: true, description: true });

/** A moderator's edit of the title and the description, and why: what `ZAdminEditJobRequest` takes. */
export const ZEditJobForm = z
  .object({ title: z.string().trim(), description: z.string().trim(), reason: z.string().trim() })
  .superRefine((form, ctx) => {
    addContractIssues(ctx, ZTextChanges, toJobChanges(form));
    if (!addBlankIssues(ctx, form, ['reason'], FORM_MESSAGES.required)) {
      addContractIssues(ctx, ZReasonRequest, { reason: form.reason });
    }
  });
export type TEditJobForm = z.infer<typeof ZEditJobForm>;

export function toJobChanges(form: Pick<TEditJobForm, 'title' | 'description'>): TUpdateJobRequest {
  return { title: form.title, description: form.description };
}
