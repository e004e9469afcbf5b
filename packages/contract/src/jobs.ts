import { z } from 'zod';
import { isCurrencyCode } from './currencies.ts';
import { ZJobCompany } from './companies.ts';
import { asksForExperience } from './experience/index.ts';
import { humanText } from './human-text.ts';
import { ZText } from './primitives.ts';
import { CATEGORY_OTHER_LIMITS, ZProfession } from './professions.ts';
import { ZId } from './users.ts';

export const PAYMENT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export const SCHEDULES = ['full_time', 'shift', 'flexible', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full', 'part_time', 'temporary', 'internship'] as const;
export const JOB_STATUSES = ['draft', 'active', 'closed', 'blocked'] as const;
export const CLOSED_REASONS = ['filled', 'owner', 'expired'] as const;
/** How much earlier work a job asks for (DESIGN.md §14.3); "none" is what first-job seekers filter on. */
export const EXPERIENCE_LEVELS = ['none', 'under_1', '1_3', '3_plus'] as const;

export const ZPaymentFrequency = z.enum(PAYMENT_FREQUENCIES);
export const ZSalaryPeriod = z.enum(SALARY_PERIODS);
export const ZSchedule = z.enum(SCHEDULES);
export const ZEmploymentType = z.enum(EMPLOYMENT_TYPES);
export const ZJobStatus = z.enum(JOB_STATUSES);
export const ZClosedReason = z.enum(CLOSED_REASONS);
export const ZExperience = z.enum(EXPERIENCE_LEVELS);
export type TExperience = z.infer<typeof ZExperience>;
export type TSchedule = z.infer<typeof ZSchedule>;
export type TEmploymentType = z.infer<typeof ZEmploymentType>;
export type TJobStatus = z.infer<typeof ZJobStatus>;

export const JOB_LIMITS = {
  title: { min: 3, max: 120 },
  description: { min: 20, max: 10_000 },
  freeText: { min: 2, max: 80 },
  companyName: { min: 2, max: 120 },
  address: { min: 3, max: 300 },
  benefits: { max: 2000 },
  requirements: { max: 5000 },
  salary: { max: 100_000_000 },
} as const;

const trimmed = (min: number, max: number) => ZText.trim().min(min).max(max);
const optionalText = (max: number) =>
  ZText.trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const optionalFreeText = z
  .union([z.literal(''), trimmed(JOB_LIMITS.freeText.min, JOB_LIMITS.freeText.max)])
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();
const money = z.number().int().min(0).max(JOB_LIMITS.salary.max);

/** The promised answer (DESIGN.md §14.2): days after an application arrives; 7 unless the job says. */
export const ANSWER_WITHIN_DAYS = { min: 3, max: 30, default: 7 } as const;
/** The team hears of applications falling due this many days before. */
export const ANSWER_DUE_NOTICE_DAYS = 2;

export const QUESTION_KINDS = ['text', 'yes_no'] as const;
export const QUESTIONS_MAX = 5;
export const QUESTION_TEXT_MAX = 300;
/** A question's id: kept across edits so answers stay tied to it; the server makes one when absent. */
export const QUESTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A screening question as the job form sends it. */
export const ZQuestionInput = z
  .object({
    id: ZText.regex(QUESTION_ID, 'Letters, digits, "-" and "_" only (1–40)').optional(),
    text: humanText(1, QUESTION_TEXT_MAX),
    kind: z.enum(QUESTION_KINDS),
    required: z.boolean().default(false),
  })
  .strict();
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

export const ZQuestion = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
});
z.globalRegistry.add(ZQuestion, { id: 'ScreeningQuestion' });
export type TQuestion = z.infer<typeof ZQuestion>;

const ZQuestions = z
  .array(ZQuestionInput)
  .max(QUESTIONS_MAX)
  .refine(
    (questions) => {
      const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: 'Each question needs its own id' },
  );

/**
 * How reliably an employer answers (DESIGN.md §14.2): the share of applications answered within
 * their time and the median days to an answer, over the last 90 days; null until 5 were due.
 */
export const ZResponseFigures = z.object({ rate: z.number(), medianDays: z.number() });
z.globalRegistry.add(ZResponseFigures, { id: 'ResponseFigures' });
export type TResponseFigures = z.infer<typeof ZResponseFigures>;

/** An internship's length in weeks and what it teaches (DESIGN.md §14.3). */
export const INTERNSHIP_LIMITS = { durationWeeks: { min: 1, max: 104 }, learn: { max: 500 } } as const;

/** A calendar day (YYYY-MM-DD) that exists. */
const ZCalendarDay = ZText.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((value) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}, 'No such date');

/**
 * What an internship offers (DESIGN.md §14.3): whether it is paid and how much (`stipend`, in the
 * job's currency and salary period), when it starts, how long it lasts, whether a mentor guides the
 * intern and a job may follow, and what one learns. Only a job whose employmentType is "internship"
 * carries it.
 */
export const ZInternshipInput = z
  .object({
    paid: z.boolean(),
    stipend: money.nullable().optional(),
    startDate: ZCalendarDay.nullable().optional(),
    durationWeeks: z
      .number()
      .int()
      .min(INTERNSHIP_LIMITS.durationWeeks.min)
      .max(INTERNSHIP_LIMITS.durationWeeks.max)
      .nullable()
      .optional(),
    mentor: z.boolean().default(false),
    offerPossible: z.boolean().default(false),
    learn: optionalText(INTERNSHIP_LIMITS.learn.max),
  })
  .strict()
  .superRefine((internship, context) => {
    if (!internship.paid && internship.stipend) {
      context.addIssue({
        code: 'custom',
        path: ['stipend'],
        message: 'An unpaid internship has no stipend: tick "paid" or leave the stipend out',
      });
    }
  });
export type TInternshipInput = z.infer<typeof ZInternshipInput>;

/** An internship's facts as stored and shown: every field present, null when not given. */
export const ZInternship = z.object({
  paid: z.boolean(),
  stipend: z.number().nullable(),
  startDate: z.string().nullable(),
  durationWeeks: z.number().int().nullable(),
  mentor: z.boolean(),
  offerPossible: z.boolean(),
  learn: z.string().nullable(),
});
z.globalRegistry.add(ZInternship, { id: 'Internship' });
export type TInternship = z.infer<typeof ZInternship>;

/** The stored form of what the job form sent. */
export function internshipFacts(input: TInternshipInput): TInternship {
  return {
    paid: input.paid,
    stipend: input.paid ? (input.stipend ?? null) : null,
    startDate: input.startDate ?? null,
    durationWeeks: input.durationWeeks ?? null,
    mentor: input.mentor,
    offerPossible: input.offerPossible,
    learn: input.learn ?? null,
  };
}

export const SALARY_RANGE_RULE = {
  code: 'salary_max_below_salary',
  message: 'The top of the salary range (salaryMax) must be at least the salary, and needs a salary',
} as const;
export const INTERNSHIP_RULE = {
  code: 'internship_without_internship_type',
  message: 'Internship facts go only with employmentType "internship"',
} as const;

/**
 * The rules between fields, for a whole job (creation, or an edit merged with the stored job): a range's
 * top needs its bottom and is not below it; internship facts belong to internships.
 */
export function jobFieldProblems(job: {
  salary?: number | null | undefined;
  salaryMax?: number | null | undefined;
  employmentType?: TEmploymentType | undefined;
  internship?: unknown;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (job.salaryMax !== null && job.salaryMax !== undefined) {
    if (job.salary === null || job.salary === undefined || job.salaryMax < job.salary) {
      problems.push({ path: 'salaryMax', message: SALARY_RANGE_RULE.message });
    }
  }
  if (job.internship !== null && job.internship !== undefined && job.employmentType !== 'internship') {
    problems.push({ path: 'internship', message: INTERNSHIP_RULE.message });
  }
  return problems;
}

/** Every editable field of a job, each with its own rule. */
export const ZJobFields = z.object({
  title: humanText(JOB_LIMITS.title.min, JOB_LIMITS.title.max),
  description: trimmed(JOB_LIMITS.description.min, JOB_LIMITS.description.max),
  salary: money.nullable().optional(),
  /** The top of a range (DESIGN.md §14.3): in salary's currency and period, never below it. */
  salaryMax: money.nullable().optional(),
  salaryCurrency: ZText.trim()
    .toUpperCase()
    .refine(isCurrencyCode, { message: 'Unknown currency code (ISO 4217 expected, e.g. EUR)' })
    .optional(),
  paymentFrequency: ZPaymentFrequency.nullable().optional(),
  salaryPeriod: ZSalaryPeriod.nullable().optional(),
  monthlySalary: money.nullable().optional(),
  address: trimmed(JOB_LIMITS.address.min, JOB_LIMITS.address.max),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  companyName: humanText(JOB_LIMITS.companyName.min, JOB_LIMITS.companyName.max),
  companyType: optionalFreeText,
  industry: optionalFreeText,
  /**
   * A profession key (professions.ts), or a profession's name in any of the 15 languages, or other
   * words (stored as "other" with the words in categoryOther); the server maps it.
   */
  category: trimmed(JOB_LIMITS.freeText.min, JOB_LIMITS.freeText.max),
  /** The owner's words for the profession when category is "other". */
  categoryOther: z
    .union([z.literal(''), trimmed(CATEGORY_OTHER_LIMITS.min, CATEGORY_OTHER_LIMITS.max)])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  schedule: ZSchedule,
  employmentType: ZEmploymentType,
  daysPerWeek: z.number().int().min(1).max(7).nullable().optional(),
  hoursPerDay: z.number().int().min(1).max(24).nullable().optional(),
  benefits: optionalText(JOB_LIMITS.benefits.max),
  requirements: optionalText(JOB_LIMITS.requirements.max),
  noSpecialRequirements: z.boolean().optional(),
  answerWithinDays: z.number().int().min(ANSWER_WITHIN_DAYS.min).max(ANSWER_WITHIN_DAYS.max).optional(),
  /** After this instant applications are refused (409 APPLY_CLOSED); never after `expiresAt`. */
  applyBy: z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, 'The date must be in the years 1–9999')
    .nullable()
    .optional(),
  questions: ZQuestions.optional(),
  /**
   * The company the job is posted for (the caller must be a member); its name then follows the
   * company's. Null detaches the job (the name stays as it was).
   */
  companyId: ZId.nullable().optional(),
  /** "none" when left out on creation. */
  experience: ZExperience.optional(),
  /** Only with employmentType "internship"; null removes the facts. */
  internship: ZInternshipInput.nullable().optional(),
});

export const REQUIREMENTS_RULE = {
  code: 'requirements_or_none',
  message: "Describe the requirements or tick 'no special requirements'",
} as const;

/** Either requirements text or "no special requirements", never both and never neither. */
export function requirementsProblem(job: {
  requirements?: string | null | undefined;
  noSpecialRequirements?: boolean | undefined;
}): boolean {
  const hasText = Boolean(job.requirements && job.requirements.trim() !== '');
  return hasText === Boolean(job.noSpecialRequirements);
}

export const COMPANY_NAME_RULE = {
  code: 'company_name_or_company',
  message: 'Give the company name, or choose one of your companies',
} as const;

/** Without a company the name is typed; with one it comes from the company. */
export const ZCreateJobRequest = ZJobFields.extend({ companyName: ZJobFields.shape.companyName.optional() })
  .strict()
  .superRefine((job, context) => {
    if (!job.companyId && job.companyName === undefined) {
      context.addIssue({ code: 'custom', path: ['companyName'], message: COMPANY_NAME_RULE.message });
    }
    if (requirementsProblem(job)) {
      context.addIssue({ code: 'custom', path: ['requirements'], message: REQUIREMENTS_RULE.message });
    }
    for (const problem of jobFieldProblems(job)) {
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type TCreateJobRequest = z.infer<typeof ZCreateJobRequest>;

/** A partial edit; `status` and `published` cannot be set this way. */
export const ZUpdateJobRequest = ZJobFields.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type TUpdateJobRequest = z.infer<typeof ZUpdateJobRequest>;

export const ZPublishJobRequest = z
  .object({ status: z.literal('active'), published: z.literal(true) })
  .strict();
export const ZCloseJobRequest = z
  .object({ status: z.literal('closed'), closedReason: z.enum(['filled', 'owner']) })
  .strict();
/** `PUT /jobs/{id}`: publish, close, or a partial edit (DESIGN.md §4). */
export const ZPutJobRequest = z.union([ZPublishJobRequest, ZCloseJobRequest, ZUpdateJobRequest]);
export type TPutJobRequest = z.infer<typeof ZPutJobRequest>;

export const ZJob = z.object({
  _id: z.string(),
  id: z.string(),
  number: z.number().int(),
  ownerId: z.string(),
  title: z.string(),
  description: z.string(),
  salary: z.number().nullable(),
  /** The top of the range, or null when the job names one figure. */
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  paymentFrequency: ZPaymentFrequency.nullable(),
  salaryPeriod: ZSalaryPeriod.nullable(),
  monthlySalary: z.number().nullable(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  companyName: z.string(),
  companyType: z.string().nullable(),
  industry: z.string().nullable(),
  /** Always a profession key on output. */
  category: ZProfession,
  /** The owner's words when category is "other", else null. */
  categoryOther: z.string().nullable(),
  schedule: ZSchedule,
  employmentType: ZEmploymentType,
  daysPerWeek: z.number().nullable(),
  hoursPerDay: z.number().nullable(),
  benefits: z.string().nullable(),
  requirements: z.string().nullable(),
  noSpecialRequirements: z.boolean(),
  experience: ZExperience,
  /** An internship's facts; null for other jobs and for internships that gave none. */
  internship: ZInternship.nullable(),
  views: z.number().int(),
  status: ZJobStatus,
  closedReason: ZClosedReason.nullable(),
  /** Why moderation blocked the job; shown to its owner. */
  blockedReason: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner confirmed their e-mail address: a trust signal shown on the card and in results. */
  ownerEmailVerified: z.boolean(),
  applied: z.boolean().optional(),
  isOwner: z.boolean().optional(),
  favorite: z.boolean().optional(),
  /** The viewer opened the job before (DESIGN.md §14.3); on lists and the job page a seeker sees. */
  seen: z.boolean().optional(),
  distanceKm: z.number().optional(),
  applicationsCount: z.number().int().optional(),
  /** Applications the owner has not opened yet (status `sent`); on `GET /jobs/my`. */
  newApplicationsCount: z.number().int().optional(),
  /** The public page of a live job (absolute, from PUBLIC_URL); null while it is not live. */
  publicUrl: z.string().nullable(),
  answerWithinDays: z.number().int(),
  applyBy: z.string().nullable(),
  questions: z.array(ZQuestion),
  /** The employer's (the company's, else the owner's) answer figures; null until 5 applications were due. */
  response: ZResponseFigures.nullable(),
  /** The company the job is posted for, or null (DESIGN.md §14.1). */
  company: ZJobCompany.nullable(),
  /** The caller may edit, publish, close and delete it: its owner or a member of its company. */
  canManage: z.boolean().optional(),
});
z.globalRegistry.add(ZJob, { id: 'Job' });
export type TJob = z.infer<typeof ZJob>;

export const ZJobResponse = z.object({ job: ZJob });
export type TJobResponse = z.infer<typeof ZJobResponse>;

export const JOB_WARNING_CODES = ['EXPERIENCE_CONTRADICTION'] as const;
/**
 * Something in a saved job that is allowed but probably wrong, told in the create/edit answer; `text`
 * is in the caller's language (DESIGN.md §14.3).
 */
export const ZJobWarning = z.object({ code: z.enum(JOB_WARNING_CODES), text: z.string() });
export type TJobWarning = z.infer<typeof ZJobWarning>;
export type TJobWarningCode = TJobWarning['code'];

/** The answer of `POST /jobs` and `PUT /jobs/{id}`: the job and what may be wrong with it. */
export const ZJobWriteResponse = ZJobResponse.extend({ warnings: z.array(ZJobWarning) });
export type TJobWriteResponse = z.infer<typeof ZJobWriteResponse>;

/**
 * The job's own words that may ask for experience: title, description and requirements, as the
 * server checks them and the form checks them while the owner types.
 */
export function jobWarningCodes(job: {
  title?: string | null | undefined;
  description?: string | null | undefined;
  requirements?: string | null | undefined;
  experience?: TExperience | undefined;
}): TJobWarningCode[] {
  const text = [job.title, job.description, job.requirements].filter(Boolean).join('\n');
  return (job.experience ?? 'none') === 'none' && asksForExperience(text) ? ['EXPERIENCE_CONTRADICTION'] : [];
}

export const ZJobListResponse = z.object({ items: z.array(ZJob) });
export type TJobListResponse = z.infer<typeof ZJobListResponse>;
export const ZJobIdParams = z.object({ id: ZId });

export const JOB_SORTS = ['default', 'date'] as const;
/** `postedWithinDays`: published within the last day, three days, week or month (DESIGN.md §14.3). */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;
export type TPostedWithinDays = (typeof POSTED_WITHIN_DAYS)[number];
export const SEARCH_LIMIT = { default: 20, max: 50 } as const;
export const RADIUS_KM_MAX = 1000;

const queryNumber = z.coerce.number();

/** `GET /jobs` query; anything out of range or unknown answers 400. */
export const ZJobSearchQuery = z
  .object({
    q: ZText.trim().max(200).optional(),
    sort: z.enum(JOB_SORTS).default('default'),
    lat: queryNumber.pipe(z.number().min(-90).max(90)).optional(),
    lng: queryNumber.pipe(z.number().min(-180).max(180)).optional(),
    radiusKm: queryNumber.pipe(z.number().gt(0).max(RADIUS_KM_MAX)).optional(),
    /** A profession key or name in any language; other words match "other" jobs with those words. */
    category: ZText.trim().max(80).optional(),
    schedule: ZSchedule.optional(),
    employmentType: ZEmploymentType.optional(),
    experience: ZExperience.optional(),
    postedWithinDays: queryNumber.pipe(z.literal(POSTED_WITHIN_DAYS)).optional(),
    salaryMin: queryNumber.pipe(z.number().int().min(0).max(JOB_LIMITS.salary.max)).optional(),
    /** "true" leaves out jobs without a salary (DESIGN.md §14.3); anything else is a 400. */
    withSalary: z
      .literal('true')
      .transform(() => true as const)
      .optional(),
    /** "true": paid internships only (DESIGN.md §14.3); anything else is a 400. */
    paid: z
      .literal('true')
      .transform(() => true as const)
      .optional(),
    limit: queryNumber.pipe(z.number().int().min(1).max(SEARCH_LIMIT.max)).default(SEARCH_LIMIT.default),
    cursor: ZText.max(512).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      context.addIssue({ code: 'custom', path: ['lat'], message: 'Give both lat and lng, or neither' });
    }
    if (query.radiusKm !== undefined && query.lat === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['radiusKm'],
        message: 'A radius needs a point (lat and lng)',
      });
    }
  });
export type TJobSearchQuery = z.infer<typeof ZJobSearchQuery>;

/** Matches are counted up to this many ("1,000+"): counting further costs more than the search itself. */
export const SEARCH_TOTAL_CAP = 1000;

/** Why a job is recommended (DESIGN.md §14.3): each reason the screen names ("near you"…). */
export const RECOMMENDATION_REASONS = ['category', 'near', 'schedule'] as const;
export const ZRecommendationReason = z.enum(RECOMMENDATION_REASONS);
export type TRecommendationReason = z.infer<typeof ZRecommendationReason>;
export const RECOMMENDED_LIMIT = { default: 10, max: 50 } as const;

/** `GET /jobs/recommended` query. */
export const ZRecommendedQuery = z
  .object({
    limit: queryNumber
      .pipe(z.number().int().min(1).max(RECOMMENDED_LIMIT.max))
      .default(RECOMMENDED_LIMIT.default),
  })
  .strict();
export type TRecommendedQuery = z.infer<typeof ZRecommendedQuery>;

export const ZRecommendedJob = ZJob.extend({ reasons: z.array(ZRecommendationReason).min(1) });
z.globalRegistry.add(ZRecommendedJob, { id: 'RecommendedJob' });
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;

/** Best first; empty while the caller's CV, applications and favourites say nothing to go on. */
export const ZRecommendedResponse = z.object({ items: z.array(ZRecommendedJob) });
export type TRecommendedResponse = z.infer<typeof ZRecommendedResponse>;

export const ZJobSearchResponse = z.object({
  items: z.array(ZJob),
  total: z.number().int(),
  /** True when there are more than SEARCH_TOTAL_CAP matches. */
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type TJobSearchResponse = z.infer<typeof ZJobSearchResponse>;

/** `GET /jobs/{id}/stats`: the last `days` days, 30 unless asked. */
export const ZJobStatsQuery = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }).strict();
export type TJobStatsQuery = z.infer<typeof ZJobStatsQuery>;
export const ZJobStatsResponse = z.object({
  /** One entry per calendar day (UTC), oldest first, days without any included. */
  days: z.array(z.object({ day: z.string(), views: z.number().int(), applications: z.number().int() })),
  /** Over the same days: views, applications, those answered (past "viewed", not expired), hired. */
  totals: z.object({
    views: z.number().int(),
    applications: z.number().int(),
    answered: z.number().int(),
    hired: z.number().int(),
  }),
});
export type TJobStatsResponse = z.infer<typeof ZJobStatsResponse>;
