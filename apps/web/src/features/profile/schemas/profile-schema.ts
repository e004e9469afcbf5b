import { z } from 'zod';
import { ZUpdateProfileRequest } from '@debut/contract/auth';
import { addBlankIssues, addContractIssues } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

export const ZProfileForm = z
  .object({ displayName: z.string(), country: z.string().nullable() })
  .superRefine((form, ctx) => {
    if (addBlankIssues(ctx, form, ['displayName'], FORM_MESSAGES.required)) return;
    if (!form.country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: FORM_MESSAGES.countryRequired });
      return;
    }
    addContractIssues(ctx, ZUpdateProfileRequest, form);
  });
export type TProfileForm = z.infer<typeof ZProfileForm>;
