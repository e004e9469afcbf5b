import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZJobStatus, ZClosedReason, ZSalaryPeriod } from './jobs.ts';
import { ZId, ZPublicUser } from './users.ts';
import { ZResume } from './resumes.ts';
import { ZTemplateText } from './message-templates.ts';

/**
 * The pipeline (DESIGN.md §14.2): sent → viewed → shortlisted → invited → offer → hired, or rejected
 * from any of them, or expired when the promised answer did not come in time.
 */
export const APPLICATION_STATUSES = [
  'sent',
  'viewed',
  'shortlisted',
  'invited',
  'offer',
  'hired',
  'rejected',
  'expired',
] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** What the job's team may set; `viewed` follows from opening an application, `expired` from the clock. */
export const TEAM_STATUSES = ['shortlisted', 'invited', 'offer', 'hired', 'rejected'] as const;
export const ZTeamStatus = z.enum(TEAM_STATUSES);
export type TTeamStatus = z.infer<typeof ZTeamStatus>;
/** @deprecated DESIGN.md §4's two decisions, kept as a name for the older screens. */
export const OWNER_DECISIONS = TEAM_STATUSES;

/** Statuses nothing moves on from (409 STATUS_CHANGE). */
export const FINAL_STATUSES: readonly TApplicationStatus[] = ['hired', 'expired'];
/** Still waiting for the team's answer: what falls due (DESIGN.md §14.2). */
export const UNANSWERED_STATUSES: readonly TApplicationStatus[] = ['sent', 'viewed'];

export const COVER_LETTER_MAX = 2000;
export const ANSWER_MAX = 1000;
export const STATUS_MESSAGE_MAX = 2000;
export const NOTE_MAX = 2000;
export const BULK_MAX = 200;
/** Applicants per page of `GET /jobs/{id}/applications`. */
export const APPLICANTS_PAGE = 50;

/** One step of an application's life, as the seeker's "My applications" shows it. */
export const ZApplicationHistoryEntry = z.object({
  status: ZApplicationStatus,
  at: z.string(),
  /** The team's message with the move, as sent (placeholders filled in); null without one. */
  message: z.string().nullable(),
});
z.globalRegistry.add(ZApplicationHistoryEntry, { id: 'ApplicationHistoryEntry' });
export type TApplicationHistoryEntry = z.infer<typeof ZApplicationHistoryEntry>;

/**
 * An answer to a screening question, with the question as it was asked: a job edited later (a
 * question reworded or removed) leaves what the applicant answered readable.
 */
export const ZApplicationAnswer = z.object({
  questionId: z.string(),
  question: z.string(),
  kind: z.enum(['text', 'yes_no']),
  text: z.string(),
});
z.globalRegistry.add(ZApplicationAnswer, { id: 'ApplicationAnswer' });
export type TApplicationAnswer = z.infer<typeof ZApplicationAnswer>;

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
  /** Every status it went through, oldest first, from "sent". */
  history: z.array(ZApplicationHistoryEntry),
  answers: z.array(ZApplicationAnswer),
  /** When the promised answer falls due; null once answered (or expired). */
  dueAt: z.string().nullable(),
  /** The team's private notes on it; to the team only. */
  notesCount: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(ZApplication, { id: 'Application' });
export type TApplication = z.infer<typeof ZApplication>;

/** One answer sent with an application: to the question of the job with this id. */
export const ZAnswerInput = z
  .object({
    questionId: ZText.trim().min(1).max(40),
    text: ZText.trim().max(ANSWER_MAX),
  })
  .strict();

/**
 * `POST /applications/{jobId}`: the body is optional, and so is the letter in it; answers when the
 * job asks screening questions (400 ANSWERS_REQUIRED when a required one is missing).
 */
export const ZApplyRequest = z
  .object({
    coverLetter: ZText.trim()
      .max(COVER_LETTER_MAX)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    answers: z
      .array(ZAnswerInput)
      .max(5)
      .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
        message: 'Answer each question once',
      })
      .optional(),
  })
  .strict();
export type TApplyRequest = z.infer<typeof ZApplyRequest>;
/** `POST /applications/{jobId}`'s body: the request, or no body at all. */
export const ZApplyBody = ZApplyRequest.nullish();

/** Plain text like a template's (STATUS_MESSAGE_MAX is the templates' limit too). */
const ZStatusMessage = ZTemplateText.nullable().optional();

/**
 * `PATCH /jobs/{id}/applications/{applicationId}`: the team moves an application, with an optional
 * message (to the chat and the status mail; `{name}` and `{job}` are filled in).
 */
export const ZApplicationDecisionRequest = z
  .object({ status: ZTeamStatus, message: ZStatusMessage })
  .strict();
export type TApplicationDecisionRequest = z.infer<typeof ZApplicationDecisionRequest>;

/** `POST /jobs/{id}/applications/bulk`: one move for up to 200 applications of this job. */
export const ZBulkMoveRequest = z
  .object({
    ids: z
      .array(ZId)
      .min(1)
      .max(BULK_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Name each application once' }),
    status: ZTeamStatus,
    message: ZStatusMessage,
  })
  .strict();
export type TBulkMoveRequest = z.infer<typeof ZBulkMoveRequest>;
/** How many applications the move changed (those already in that status are left as they are). */
export const ZBulkMoveResponse = z.object({ updated: z.number().int() });
export type TBulkMoveResponse = z.infer<typeof ZBulkMoveResponse>;

export const APPLICANT_SORTS = ['newest', 'oldest'] as const;
/** `GET /jobs/{id}/applications`: one status or all, newest or oldest first, a page at a time. */
export const ZJobApplicationsQuery = z
  .object({
    status: ZApplicationStatus.optional(),
    sort: z.enum(APPLICANT_SORTS).default('newest'),
    cursor: ZText.max(512).optional(),
  })
  .strict();
export type TJobApplicationsQuery = z.infer<typeof ZJobApplicationsQuery>;
export const ZApplicationPage = z.object({
  items: z.array(ZApplication),
  nextCursor: z.string().nullable(),
});
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** A private note of the job's team on an application: never shown to the applicant. */
export const ZApplicationNote = z.object({
  _id: z.string(),
  author: z.object({ _id: z.string(), displayName: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZApplicationNote, { id: 'ApplicationNote' });
export type TApplicationNote = z.infer<typeof ZApplicationNote>;
export const ZNoteRequest = z.object({ text: ZText.trim().min(1).max(NOTE_MAX) }).strict();
export type TNoteRequest = z.infer<typeof ZNoteRequest>;
export const ZNoteResponse = z.object({ note: ZApplicationNote });
export const ZNoteListResponse = z.object({ items: z.array(ZApplicationNote) });
export type TNoteListResponse = z.infer<typeof ZNoteListResponse>;

export const ZApplicationResponse = z.object({ application: ZApplication });
export type TApplicationResponse = z.infer<typeof ZApplicationResponse>;
export const ZApplicationListResponse = z.object({ items: z.array(ZApplication) });
export type TApplicationListResponse = z.infer<typeof ZApplicationListResponse>;

export const ZApplicationJobParams = z.object({ jobId: ZId });
export const ZJobApplicationParams = z.object({ id: ZId, applicationId: ZId });
