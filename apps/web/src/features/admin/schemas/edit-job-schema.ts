import { z } from 'zod';
import { JOB_LIMITS, type TUpdateJobRequest } from '@debut/contract/jobs';
import { MODERATION_REASON_MAX } from '@debut/contract/moderation';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

const { title, description } = JOB_LIMITS;

/** A moderator's edit of the title and the description, and why. */
export const ZEditJobForm = z.object({
  title: z
    .string()
    .trim()
    .min(title.min, FORM_MESSAGES.lengthBetween)
    .max(title.max, FORM_MESSAGES.lengthBetween),
  description: z
    .string()
    .trim()
    .min(description.min, FORM_MESSAGES.lengthBetween)
    .max(description.max, FORM_MESSAGES.lengthBetween),
  reason: z.string().trim().min(1, FORM_MESSAGES.required).max(MODERATION_REASON_MAX, FORM_MESSAGES.tooLong),
});
export type TEditJobForm = z.infer<typeof ZEditJobForm>;

export function toJobChanges(form: TEditJobForm): TUpdateJobRequest {
  return { title: form.title, description: form.description };
}
