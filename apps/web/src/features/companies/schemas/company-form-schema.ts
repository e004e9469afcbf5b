import { z } from 'zod';
import {
  ZCreateCompanyRequest,
  type TCompany,
  type TCompanyCity,
  type TCompanySize,
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
} from '@debut/contract/companies';
import { addBlankIssues, addContractIssues, type MessageOverrides } from '../../../shared/forms/error-map.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';

/** Company-only messages (translation keys). */
export const COMPANY_FORM_MESSAGES = {
  websiteHttps: 'validation.websiteHttps',
  cityFromList: 'validation.cityFromList',
} as const;

/** The form's values: text as typed, the size '' until chosen, the city as the place picked for it. */
export interface TCompanyForm {
  name: string;
  about: string;
  website: string;
  industry: string;
  size: TCompanySize | '';
  /** What the city box shows; a city counts only once picked from the list (`city`). */
  cityText: string;
  city: TCompanyCity | null;
}

export const COMPANY_FORM_FIELDS = ['name', 'about', 'website', 'industry', 'size', 'cityText'] as const;

export const EMPTY_COMPANY_FORM: TCompanyForm = {
  name: '',
  about: '',
  website: '',
  industry: '',
  size: '',
  cityText: '',
  city: null,
};

const OVERRIDES: MessageOverrides = { website: COMPANY_FORM_MESSAGES.websiteHttps };

/** The request the values make: an empty optional field is sent as null, which clears it. */
export function toCompanyRequest(form: TCompanyForm) {
  return {
    name: form.name,
    about: form.about,
    website: form.website.trim() === '' ? null : form.website,
    industry: form.industry.trim() === '' ? null : form.industry,
    size: form.size === '' ? null : form.size,
    city: form.cityText.trim() === '' ? null : form.city,
  };
}

/** The contract's own rules on the form, so it refuses exactly what the server would. */
export const ZCompanyForm = z
  .object({
    name: z.string(),
    about: z.string(),
    website: z.string(),
    industry: z.string(),
    size: z.union([z.literal(''), z.string()]),
    cityText: z.string(),
    city: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  })
  .superRefine((form, ctx) => {
    if (addBlankIssues(ctx, form, ['name'], FORM_MESSAGES.required)) return;
    if (form.cityText.trim() !== '' && form.city === null) {
      ctx.addIssue({ code: 'custom', path: ['cityText'], message: COMPANY_FORM_MESSAGES.cityFromList });
    }
    addContractIssues(ctx, ZCreateCompanyRequest, toCompanyRequest(form as TCompanyForm), OVERRIDES);
  }) as unknown as z.ZodType<TCompanyForm, TCompanyForm>;

/** Valid values as the create request (trimmed and normalised by the contract). */
export function parseCompanyRequest(form: TCompanyForm): TCreateCompanyRequest {
  return ZCreateCompanyRequest.parse(toCompanyRequest(form));
}

/** A company as form values, for the edit form. */
export function companyToForm(company: TCompany): TCompanyForm {
  return {
    name: company.name,
    about: company.about,
    website: company.website ?? '',
    industry: company.industry ?? '',
    size: company.size ?? '',
    cityText: company.city?.name ?? '',
    city: company.city,
  };
}

/** Only what differs from the company as saved: the edit sends a partial update. */
export function changedCompanyFields(
  company: TCompany,
  request: TCreateCompanyRequest,
): TUpdateCompanyRequest {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    const saved: unknown = (company as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(value ?? null) !== JSON.stringify(saved)) changes[field] = value ?? null;
  }
  return changes as TUpdateCompanyRequest;
}
