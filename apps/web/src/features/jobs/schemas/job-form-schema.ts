import { z } from 'zod';
import type { TErrorDetail } from '@debut/contract/errors';
import {
  JOB_LIMITS,
  ZCreateJobRequest,
  type TCreateJobRequest,
  type TJob,
  type TUpdateJobRequest,
} from '@debut/contract/jobs';
import { CATEGORY_OTHER_LIMITS, OTHER_PROFESSION } from '@debut/contract/professions';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import type { FieldMessageParams } from '../../../shared/forms/use-field-error.ts';

/** Job-only messages (translation keys). */
export const JOB_FORM_MESSAGES = {
  requirementsOrNone: 'validation.requirementsOrNone',
  pointRequired: 'validation.pointRequired',
} as const;

const numberish = z.union([z.number(), z.string()]);

/** The form's values: text as typed, numbers as the number inputs give them ('' when empty). */
export const ZJobFormValues = z.object({
  title: z.string(),
  description: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  industry: z.string(),
  /** A profession key ('' until chosen). */
  category: z.string(),
  /** The owner's words when the category is "other". */
  categoryOther: z.string(),
  address: z.string(),
  lat: numberish,
  lng: numberish,
  salary: numberish,
  salaryCurrency: z.string(),
  salaryPeriod: z.string(),
  paymentFrequency: z.string(),
  monthlySalary: numberish,
  schedule: z.string(),
  employmentType: z.string(),
  daysPerWeek: numberish,
  hoursPerDay: numberish,
  benefits: z.string(),
  requirements: z.string(),
  noSpecialRequirements: z.boolean(),
});
export type TJobForm = z.infer<typeof ZJobFormValues>;
export type JobFormField = keyof TJobForm;

export const JOB_FORM_FIELDS = Object.keys(ZJobFormValues.shape) as JobFormField[];

const REQUIRED_FIELDS = [
  'title',
  'description',
  'companyName',
  'category',
  'address',
  'schedule',
  'employmentType',
] as const satisfies readonly JobFormField[];

export const DEFAULT_CURRENCY = 'RUB';

export const EMPTY_JOB_FORM: TJobForm = {
  title: '',
  description: '',
  companyName: '',
  companyType: '',
  industry: '',
  category: '',
  categoryOther: '',
  address: '',
  lat: '',
  lng: '',
  salary: '',
  salaryCurrency: DEFAULT_CURRENCY,
  salaryPeriod: '',
  paymentFrequency: '',
  monthlySalary: '',
  schedule: '',
  employmentType: '',
  daysPerWeek: '',
  hoursPerDay: '',
  benefits: '',
  requirements: '',
  noSpecialRequirements: false,
};

type FieldKind = 'length' | 'maxLength' | 'whole' | 'coordinate' | 'currency' | 'choice' | 'flag';

const FIELD_KINDS: Record<JobFormField, FieldKind> = {
  title: 'length',
  description: 'length',
  companyName: 'length',
  companyType: 'length',
  industry: 'length',
  category: 'choice',
  categoryOther: 'length',
  address: 'length',
  lat: 'coordinate',
  lng: 'coordinate',
  salary: 'whole',
  salaryCurrency: 'currency',
  salaryPeriod: 'choice',
  paymentFrequency: 'choice',
  monthlySalary: 'whole',
  schedule: 'choice',
  employmentType: 'choice',
  daysPerWeek: 'whole',
  hoursPerDay: 'whole',
  benefits: 'maxLength',
  requirements: 'maxLength',
  noSpecialRequirements: 'flag',
};

const freeText = { min: JOB_LIMITS.freeText.min, max: JOB_LIMITS.freeText.max };

/** The bounds each field's message names ("Enter 3 to 120 characters"). */
export const JOB_FIELD_PARAMS: Partial<Record<JobFormField, FieldMessageParams>> = {
  title: { ...JOB_LIMITS.title },
  description: { ...JOB_LIMITS.description },
  companyName: { ...JOB_LIMITS.companyName },
  companyType: freeText,
  industry: freeText,
  categoryOther: { ...CATEGORY_OTHER_LIMITS },
  address: { ...JOB_LIMITS.address },
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  salary: { min: 0, max: JOB_LIMITS.salary.max },
  monthlySalary: { min: 0, max: JOB_LIMITS.salary.max },
  daysPerWeek: { min: 1, max: 7 },
  hoursPerDay: { min: 1, max: 24 },
  benefits: { max: JOB_LIMITS.benefits.max },
  requirements: { max: JOB_LIMITS.requirements.max },
};

function isJobFormField(name: string): name is JobFormField {
  return name in FIELD_KINDS;
}

/** The message key for a problem with one field, by the field's kind and the issue's code. */
export function jobFieldMessage(field: string, code: string): string {
  if (field === 'requirements' && code === 'custom') return JOB_FORM_MESSAGES.requirementsOrNone;
  if (field === 'categoryOther' && code === 'category_other_required') return FORM_MESSAGES.required;
  if (!isJobFormField(field)) return FORM_MESSAGES.invalid;
  switch (FIELD_KINDS[field]) {
    // Text fields are trimmed strings: whatever is wrong with one, its length is.
    case 'length':
      return code === 'custom' ? FORM_MESSAGES.invalid : FORM_MESSAGES.lengthBetween;
    case 'maxLength':
      return code === 'custom' ? FORM_MESSAGES.invalid : FORM_MESSAGES.tooLong;
    case 'whole':
      return FORM_MESSAGES.wholeNumberRange;
    case 'coordinate':
      return FORM_MESSAGES.numberRange;
    case 'currency':
      return FORM_MESSAGES.currencyCode;
    default:
      return FORM_MESSAGES.invalid;
  }
}

/** The server's field details as message keys on the form's fields (see showServerFieldErrors). */
export function jobDetailMessage(detail: TErrorDetail): string | undefined {
  return isJobFormField(detail.path) ? jobFieldMessage(detail.path, detail.code) : undefined;
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/**
 * The request the form's values make, before the contract checks it: empty optional fields
 * become null, a ticked "no special requirements" drops the requirements text.
 */
export function toJobRequest(form: TJobForm): Record<keyof TCreateJobRequest, unknown> {
  return {
    title: form.title,
    description: form.description,
    companyName: form.companyName,
    companyType: form.companyType,
    industry: form.industry,
    category: form.category,
    // The words belong to "other" only; another choice clears them.
    categoryOther: form.category === OTHER_PROFESSION ? form.categoryOther : null,
    address: form.address,
    lat: toNumber(form.lat),
    lng: toNumber(form.lng),
    salary: toNumber(form.salary),
    salaryCurrency: form.salaryCurrency.trim() === '' ? DEFAULT_CURRENCY : form.salaryCurrency,
    salaryPeriod: form.salaryPeriod || null,
    paymentFrequency: form.paymentFrequency || null,
    monthlySalary: toNumber(form.monthlySalary),
    schedule: form.schedule,
    employmentType: form.employmentType,
    daysPerWeek: toNumber(form.daysPerWeek),
    hoursPerDay: toNumber(form.hoursPerDay),
    benefits: form.benefits,
    requirements: form.noSpecialRequirements ? null : form.requirements,
    noSpecialRequirements: form.noSpecialRequirements,
  };
}

/**
 * Required fields first ("This field is required", the point on the map), then the contract's
 * own rules, so the form refuses exactly what the server would.
 */
export const ZJobForm = ZJobFormValues.superRefine((form, ctx) => {
  const reported = new Set<string>();
  const report = (field: JobFormField, message: string) => {
    if (reported.has(field)) return;
    reported.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  for (const field of REQUIRED_FIELDS) {
    if (form[field].trim() === '') report(field, FORM_MESSAGES.required);
  }
  if (form.category === OTHER_PROFESSION && form.categoryOther.trim() === '') {
    report('categoryOther', FORM_MESSAGES.required);
  }
  // One message for the point, on the coordinate that is missing (latitude when both are).
  const latMissing = toNumber(form.lat) === null;
  if (latMissing || toNumber(form.lng) === null) {
    report(latMissing ? 'lat' : 'lng', JOB_FORM_MESSAGES.pointRequired);
    reported.add('lat').add('lng');
  }
  const result = ZCreateJobRequest.safeParse(toJobRequest(form));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isJobFormField(field)) report(field, jobFieldMessage(field, issue.code));
  }
});

/** The request for valid form values (trimmed and normalised by the contract). */
export function parseJobRequest(form: TJobForm): TCreateJobRequest {
  return ZCreateJobRequest.parse(toJobRequest(form));
}

/** A job as form values, for the edit form. */
export function jobToForm(job: TJob): TJobForm {
  const number = (value: number | null) => (value === null ? '' : value);
  return {
    title: job.title,
    description: job.description,
    companyName: job.companyName,
    companyType: job.companyType ?? '',
    industry: job.industry ?? '',
    category: job.category,
    categoryOther: job.categoryOther ?? '',
    address: job.address,
    lat: job.lat,
    lng: job.lng,
    salary: number(job.salary),
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod ?? '',
    paymentFrequency: job.paymentFrequency ?? '',
    monthlySalary: number(job.monthlySalary),
    schedule: job.schedule,
    employmentType: job.employmentType,
    daysPerWeek: number(job.daysPerWeek),
    hoursPerDay: number(job.hoursPerDay),
    benefits: job.benefits ?? '',
    requirements: job.requirements ?? '',
    noSpecialRequirements: job.noSpecialRequirements,
  };
}

/** Only what differs from the job as saved: the edit sends a partial update. */
export function changedFields(job: TJob, request: TCreateJobRequest): TUpdateJobRequest {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    const saved = (job as Record<string, unknown>)[field] ?? null;
    if ((value ?? null) !== saved) changes[field] = value;
  }
  return changes as TUpdateJobRequest;
}
