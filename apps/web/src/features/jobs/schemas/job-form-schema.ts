import { z } from 'zod';
import type { TErrorDetail } from '@debut/contract/errors';
import {
  ANSWER_WITHIN_DAYS,
  QUESTION_KINDS,
  REQUIREMENTS_RULE,
  ZCreateJobRequest,
  ZInternshipInput,
  ZQuestionInput,
  type TCreateJobRequest,
  type TJob,
  type TUpdateJobRequest,
} from '@debut/contract/jobs';
import { currencyOfCountry } from '@debut/contract/currencies';
import { OTHER_PROFESSION } from '@debut/contract/professions';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { issueMessage, type IssueLike, type MessageOverrides } from '../../../shared/forms/error-map.ts';

/** Job-only messages (translation keys). */
export const JOB_FORM_MESSAGES = {
  requirementsOrNone: 'validation.requirementsOrNone',
  salaryRange: 'validation.salaryRange',
  internshipOnly: 'validation.internshipOnly',
  pointRequired: 'validation.pointRequired',
} as const;

/**
 * How the form holds each field of the contract's job, declared once: text as typed, a choice
 * ('' until chosen, an optional one sent as null), a number as the number input gives it ('' when
 * empty), a flag. `satisfies` holds the list to the contract: a field added there fails to compile
 * here until the form knows it.
 */
const FIELD_KINDS = {
  title: 'text',
  description: 'text',
  companyName: 'text',
  companyType: 'text',
  industry: 'text',
  /** A profession key ('' until chosen). */
  category: 'text',
  /** The owner's words when the category is "other". */
  categoryOther: 'text',
  address: 'text',
  lat: 'number',
  lng: 'number',
  salary: 'number',
  /** The top of the range ("from – to"); empty for one figure. */
  salaryMax: 'number',
  salaryCurrency: 'text',
  salaryPeriod: 'optionalChoice',
  paymentFrequency: 'optionalChoice',
  monthlySalary: 'number',
  schedule: 'text',
  employmentType: 'text',
  daysPerWeek: 'number',
  hoursPerDay: 'number',
  benefits: 'text',
  requirements: 'text',
  noSpecialRequirements: 'flag',
  /** One of the person's companies ('' for none, sent as null). */
  companyId: 'optionalChoice',
  /** Always one of the levels: "none" until the owner says otherwise. */
  experience: 'text',
  /** The promised answer in days (DESIGN.md §14.2); left empty, the server's default of 7. */
  answerWithinDays: 'number',
  /** The last day to apply, as a date input gives it ('' for none); sent as the end of that day. */
  applyBy: 'day',
  /** Screening questions, in the order applicants see them. */
  questions: 'questions',
  /** An internship's facts, sent only while the employment type is "internship". */
  internship: 'internship',
} as const satisfies Record<
  keyof TCreateJobRequest,
  'text' | 'optionalChoice' | 'number' | 'flag' | 'day' | 'questions' | 'internship'
>;

/** An internship's facts as the form holds them: numbers and the date as their inputs give them. */
export interface InternshipForm {
  paid: boolean;
  stipend: number | string;
  startDate: string;
  durationWeeks: number | string;
  mentor: boolean;
  offerPossible: boolean;
  learn: string;
}

export const EMPTY_INTERNSHIP: InternshipForm = {
  paid: true,
  stipend: '',
  startDate: '',
  durationWeeks: '',
  mentor: false,
  offerPossible: false,
  learn: '',
};

/** A screening question as the form holds it: `id` is '' until the server gives it one. */
export interface QuestionForm {
  id: string;
  text: string;
  kind: (typeof QUESTION_KINDS)[number];
  required: boolean;
}

type FieldKinds = typeof FIELD_KINDS;
export type JobFormField = keyof FieldKinds;
type FormValue<Kind> = Kind extends 'number'
  ? number | string
  : Kind extends 'flag'
    ? boolean
    : Kind extends 'questions'
      ? QuestionForm[]
      : Kind extends 'internship'
        ? InternshipForm
        : string;
export type TJobForm = { [Field in JobFormField]: FormValue<FieldKinds[Field]> };

export const JOB_FORM_FIELDS = Object.keys(FIELD_KINDS) as JobFormField[];
const kindOf = (field: JobFormField) => FIELD_KINDS[field] as string;

const numberish = z.union([z.number(), z.string()]);
const ZQuestionForm = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
});
const FORM_VALUE_SCHEMAS: Record<string, z.ZodType> = {
  number: numberish,
  flag: z.boolean(),
  questions: z.array(ZQuestionForm),
  internship: z.object({
    paid: z.boolean(),
    stipend: numberish,
    startDate: z.string(),
    durationWeeks: numberish,
    mentor: z.boolean(),
    offerPossible: z.boolean(),
    learn: z.string(),
  }),
};
export const ZJobFormValues = z.object(
  Object.fromEntries(
    JOB_FORM_FIELDS.map((field) => [field, FORM_VALUE_SCHEMAS[kindOf(field)] ?? z.string()]),
  ),
) as unknown as z.ZodType<TJobForm, TJobForm>;

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

/** A new job's currency: the one of the employer's account country, roubles when it has none. */
export function defaultCurrencyFor(country: string | null | undefined): string {
  return currencyOfCountry(country) ?? DEFAULT_CURRENCY;
}

/** An empty form for an employer of this country (its currency preselected). */
export function emptyJobFormFor(country: string | null | undefined): TJobForm {
  return { ...EMPTY_JOB_FORM, salaryCurrency: defaultCurrencyFor(country) };
}

/** What an empty field of each kind holds. */
const EMPTY_VALUES: Record<string, unknown> = { flag: false, questions: [], internship: EMPTY_INTERNSHIP };

export const EMPTY_JOB_FORM = {
  ...(Object.fromEntries(
    JOB_FORM_FIELDS.map((field) => [field, EMPTY_VALUES[kindOf(field)] ?? '']),
  ) as TJobForm),
  salaryCurrency: DEFAULT_CURRENCY,
  experience: 'none',
  answerWithinDays: ANSWER_WITHIN_DAYS.default,
};

/** A new question in the form: free text, optional. */
export const NEW_QUESTION: QuestionForm = { id: '', text: '', kind: 'text', required: false };

/**
 * The date input's day as the instant the contract takes: the end of that day where the owner is,
 * so "apply by 15 December" still takes applications on the evening of the 15th.
 */
export function applyByInstant(day: string): string | null {
  if (day === '') return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** The job's `applyBy` instant as the day the date input shows, where the owner is. */
export function applyByDay(instant: string | null): string {
  if (instant === null) return '';
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The job form's own words for some of the contract's problems (error-map.ts has the rest). */
const JOB_MESSAGE_OVERRIDES: MessageOverrides = {
  requirements: {
    custom: JOB_FORM_MESSAGES.requirementsOrNone,
    [REQUIREMENTS_RULE.code]: JOB_FORM_MESSAGES.requirementsOrNone,
  },
  categoryOther: { category_other_required: FORM_MESSAGES.required },
  salaryMax: { custom: JOB_FORM_MESSAGES.salaryRange, invalid: JOB_FORM_MESSAGES.salaryRange },
  internship: { custom: JOB_FORM_MESSAGES.internshipOnly, invalid: JOB_FORM_MESSAGES.internshipOnly },
  salaryCurrency: FORM_MESSAGES.currencyCode,
};

function isJobFormField(name: string): name is JobFormField {
  return name in FIELD_KINDS;
}

/** The message key of a problem with one field, with the bounds the contract sets on it. */
function jobFieldMessage(issue: IssueLike): string {
  return issueMessage(issue, ZCreateJobRequest, JOB_MESSAGE_OVERRIDES);
}

/** The server's field details as message keys on the form's fields (see showServerFieldErrors). */
export function jobDetailMessage(detail: TErrorDetail): string | undefined {
  return isJobFormField(detail.path)
    ? jobFieldMessage({ code: detail.code, path: [detail.path] })
    : undefined;
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/**
 * The request the form's values make, before the contract checks it: empty numbers and optional
 * choices become null, a ticked "no special requirements" drops the requirements text.
 */
export function toJobRequest(form: TJobForm): Record<keyof TCreateJobRequest, unknown> {
  const request = Object.fromEntries(
    JOB_FORM_FIELDS.map((field) => {
      const value = form[field];
      if (kindOf(field) === 'number') return [field, toNumber(value as number | string)];
      if (kindOf(field) === 'optionalChoice') return [field, value || null];
      return [field, value];
    }),
  ) as Record<keyof TCreateJobRequest, unknown>;
  const answerWithinDays = toNumber(form.answerWithinDays);
  return {
    ...request,
    // The words belong to "other" only; another choice clears them.
    categoryOther: form.category === OTHER_PROFESSION ? form.categoryOther : null,
    salaryCurrency: form.salaryCurrency.trim() === '' ? DEFAULT_CURRENCY : form.salaryCurrency,
    requirements: form.noSpecialRequirements ? null : form.requirements,
    // The company's name follows the company (DESIGN.md §14.1): the server sets it.
    companyName: form.companyId === '' ? form.companyName : undefined,
    answerWithinDays: answerWithinDays ?? undefined,
    applyBy: applyByInstant(form.applyBy),
    // A question keeps its id across edits, so the answers given to it stay tied to it.
    questions: form.questions.map(({ id, ...question }) => (id === '' ? question : { id, ...question })),
    // The facts go with an internship only; another type sends none (the server drops stored ones).
    internship: form.employmentType === 'internship' ? internshipRequest(form.internship) : null,
  };
}

/** The contract's internship from the form's: empty inputs left out, a stipend only when paid. */
function internshipRequest(internship: InternshipForm): Record<string, unknown> {
  const stipend = toNumber(internship.stipend);
  const durationWeeks = toNumber(internship.durationWeeks);
  return {
    paid: internship.paid,
    stipend: internship.paid ? stipend : null,
    startDate: internship.startDate === '' ? null : internship.startDate,
    durationWeeks,
    mentor: internship.mentor,
    offerPossible: internship.offerPossible,
    learn: internship.learn,
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
    // A company's job takes the company's name.
    if (field === 'companyName' && form.companyId !== '') continue;
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
  const result = ZCreateJobRequest.safeParse(toJobRequest(form), { reportInput: true });
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // A question's problem goes on its own input ("questions.1.text").
    if (field === 'questions' && issue.path.length > 2) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: questionMessage(issue) });
    } else if (field === 'internship' && issue.path.length > 1) {
      // An internship fact's problem goes on its own input ("internship.durationWeeks").
      ctx.addIssue({ code: 'custom', path: issue.path, message: internshipMessage(issue) });
    } else if (isJobFormField(field)) report(field, jobFieldMessage(issue));
  }
});

/** An internship fact's problem, with the contract's bounds for it (1–104 weeks, ≤ 500 characters). */
function internshipMessage(issue: IssueLike): string {
  return issueMessage({ ...issue, path: issue.path.slice(1) }, ZInternshipInput, {});
}

/** A question's text problem: the contract's bounds for it (1–300 characters, human text). */
function questionMessage(issue: IssueLike): string {
  return issueMessage({ ...issue, path: issue.path.slice(2) }, ZQuestionInput, {});
}

/** The request for valid form values (trimmed and normalised by the contract). */
export function parseJobRequest(form: TJobForm): TCreateJobRequest {
  return ZCreateJobRequest.parse(toJobRequest(form));
}

/** What the job holds for a form field (the company as its id). */
function savedValue(job: TJob, field: JobFormField): unknown {
  return field === 'companyId' ? (job.company?._id ?? null) : (job as Record<string, unknown>)[field];
}

/** A job as form values, for the edit form. */
export function jobToForm(job: TJob): TJobForm {
  return {
    ...(Object.fromEntries(
      JOB_FORM_FIELDS.map((field) => [field, savedValue(job, field) ?? '']),
    ) as TJobForm),
    applyBy: applyByDay(job.applyBy),
    questions: job.questions.map((question) => ({ ...question })),
    internship: job.internship
      ? {
          ...job.internship,
          stipend: job.internship.stipend ?? '',
          startDate: job.internship.startDate ?? '',
          durationWeeks: job.internship.durationWeeks ?? '',
          learn: job.internship.learn ?? '',
        }
      : { ...EMPTY_INTERNSHIP },
  };
}

/** Whether a request's value is what the job holds (questions by content, the last day by its day). */
function unchanged(field: string, value: unknown, saved: unknown): boolean {
  if (field === 'questions') return JSON.stringify(value) === JSON.stringify(saved);
  if (field === 'internship') return JSON.stringify(value ?? null) === JSON.stringify(saved);
  // The form holds a day: a saved instant (set through the API at any hour) stays as it is unless
  // the owner picks another day.
  if (field === 'applyBy' && typeof value === 'string' && typeof saved === 'string') {
    return applyByDay(value) === applyByDay(saved);
  }
  return (value ?? null) === saved;
}

/** Only what differs from the job as saved: the edit sends a partial update. */
export function changedFields(job: TJob, request: TCreateJobRequest): TUpdateJobRequest {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    // A name the company sets is not the person's to change.
    if (value === undefined) continue;
    const saved = isJobFormField(field) ? (savedValue(job, field) ?? null) : null;
    if (!unchanged(field, value, saved)) changes[field] = value;
  }
  return changes as TUpdateJobRequest;
}
