import { withSchemas } from './endpoint-schemas.ts';
import { applicationsEndpoints } from './applications.endpoints.ts';
import {
  ZApplicationDecisionRequest,
  ZApplicationJobParams,
  ZApplicationListResponse,
  ZApplicationPage,
  ZApplicationResponse,
  ZApplyBody,
  ZBulkMoveRequest,
  ZBulkMoveResponse,
  ZJobApplicationParams,
  ZJobApplicationsQuery,
  ZNoteListResponse,
  ZNoteRequest,
  ZNoteResponse,
} from './applications.ts';
import { ZJobIdParams } from './jobs.ts';

const tags = ['applications'];

export const applicationsApi = withSchemas(applicationsEndpoints, {
  mine: {
    tags,
    summary: "The signed-in user's applications with each job's summary and history, newest first",
    status: 200,
    response: ZApplicationListResponse,
    errors: [401],
  },
  apply: {
    tags,
    summary:
      'Apply to an active job, with an optional cover letter and the answers its screening questions ask for',
    description:
      "400 ANSWERS_REQUIRED when a required question has no answer (or an answer names no question of the job); 409 APPLY_CLOSED after the job's applyBy; 409 ALREADY_APPLIED.",
    params: ZApplicationJobParams,
    body: ZApplyBody,
    status: 201,
    response: ZApplicationResponse,
    errors: [400, 401, 404, 409, 429],
  },
  cancel: {
    tags,
    summary: 'Withdraw the application to this job (it is deleted)',
    params: ZApplicationJobParams,
    status: 204,
    errors: [400, 401, 404],
  },
  forJob: {
    tags,
    summary:
      "A job's applicants for its team, a page at a time, each with answers, CV, notes count and when the answer is due",
    params: ZJobIdParams,
    query: ZJobApplicationsQuery,
    status: 200,
    response: ZApplicationPage,
    errors: [400, 401, 403, 404],
  },
  decide: {
    tags,
    summary:
      'Move an applicant in the pipeline (team only), with an optional message to the chat and the status mail',
    description: '409 STATUS_CHANGE: nothing moves an application on from "hired" or "expired".',
    params: ZJobApplicationParams,
    body: ZApplicationDecisionRequest,
    status: 200,
    response: ZApplicationResponse,
    errors: [400, 401, 403, 404, 409],
  },
  bulk: {
    tags,
    summary: 'Move up to 200 applications of this job at once (team only)',
    description:
      'Every id must be an application of this job (else 400 and nothing moves); those that are hired or expired are left as they are.',
    params: ZJobIdParams,
    body: ZBulkMoveRequest,
    status: 200,
    response: ZBulkMoveResponse,
    errors: [400, 401, 403, 404],
  },
  notes: {
    tags,
    summary: "The team's private notes on an application, oldest first (never shown to the applicant)",
    params: ZJobApplicationParams,
    status: 200,
    response: ZNoteListResponse,
    errors: [400, 401, 403, 404],
  },
  addNote: {
    tags,
    summary: 'Add a private note of the team to an application',
    params: ZJobApplicationParams,
    body: ZNoteRequest,
    status: 201,
    response: ZNoteResponse,
    errors: [400, 401, 403, 404],
  },
});
