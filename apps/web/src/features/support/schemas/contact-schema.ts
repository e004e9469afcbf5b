import { z } from 'zod';
import { ZSupportRequestCreate } from '@debut/contract/support';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** The contact form checks what `POST /support` checks, with messages the reader can act on. */
export const ZContactForm = z
  .object({ email: z.string(), subject: z.string(), message: z.string() })
  .superRefine((form, ctx) => {
    if (addBlankIssues(ctx, form, ['email', 'subject', 'message'], FORM_MESSAGES.required)) return;
    addContractIssues(ctx, ZSupportRequestCreate, form);
  });
export type TContactForm = z.infer<typeof ZContactForm>;
