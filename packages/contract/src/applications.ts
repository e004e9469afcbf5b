import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZJobStatus, ZClosedReason, ZSalaryPeriod } from './jobs.ts';
import { ZId, ZPublicUser } from './users.ts';
import { ZResume } from './resumes.ts';

export const APPLICATION_STATUSES = ['sent', 'viewed', 'invited', 'rejected'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** What the owner may set; `viewed` follows from opening the list. */
export const OWNER_DECISIONS = ['invited', 'rejected'] as const;

export const COVER_LETTER_MAX = 2000;

/** The few fields of a job that a list of applications or favourites shows. */
export const ZJobSummary = z.object({
  _id: z.string(),
  number: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  address: z.string(),
  salary: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: ZSalaryPeriod.nullable(),
  status: ZJobStatus,
  closedReason: ZClosedReason.nullable(),
  published: z.boolean(),
  ownerId: z.string(),
});
z.globalRegistry.add(ZJobSummary, { id: 'JobSummary' });
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZApplication = z.object({
  _id: z.string(),
  job: ZJobSummary,
  /** The applicant, shown to the job's owner only. */
  user: ZPublicUser.optional(),
  coverLetter: z.string().nullable(),
  /**
   * The applicant's profile, to the job's owner only: null when they have none or do not share it
   * (DESIGN.md §13.3). Read at each request, never copied, so a change shows at once.
   */
  resume: ZResume.nullable().optional(),
  status: ZApplicationStatus,
  createdAt: z.string(),
});
z.globalRegistry.add(ZApplication, { id: 'Application' });
export type TApplication = z.infer<typeof ZApplication>;

/** `POST /applications/{jobId}`: the body is optional, and so is the letter in it. */
export const ZApplyRequest = z
  .object({
    coverLetter: ZText.trim()
      .max(COVER_LETTER_MAX)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .strict();
export type TApplyRequest = z.infer<typeof ZApplyRequest>;
/** `POST /applications/{jobId}`'s body: the request, or no body at all. */
export const ZApplyBody = ZApplyRequest.nullish();

export const ZApplicationDecisionRequest = z.object({ status: z.enum(OWNER_DECISIONS) }).strict();
export type TApplicationDecisionRequest = z.infer<typeof ZApplicationDecisionRequest>;

export const ZApplicationResponse = z.object({ application: ZApplication });
export type TApplicationResponse = z.infer<typeof ZApplicationResponse>;
export const ZApplicationListResponse = z.object({ items: z.array(ZApplication) });
export type TApplicationListResponse = z.infer<typeof ZApplicationListResponse>;

export const ZApplicationJobParams = z.object({ jobId: ZId });
export const ZJobApplicationParams = z.object({ id: ZId, applicationId: ZId });
