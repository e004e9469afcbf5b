import { withSchemas } from './endpoint-schemas.ts';
import { applicationsEndpoints } from './applications.endpoints.ts';
import {
  ZApplicationDecisionRequest,
  ZApplicationJobParams,
  ZApplicationListResponse,
  ZApplicationResponse,
  ZApplyBody,
  ZJobApplicationParams,
} from './applications.ts';
import { ZJobIdParams } from './jobs.ts';

const tags = ['applications'];

export const applicationsApi = withSchemas(applicationsEndpoints, {
  mine: {
    tags,
    summary: "The signed-in user's applications with each job's summary, newest first",
    status: 200,
    response: ZApplicationListResponse,
    errors: [401],
  },
  apply: {
    tags,
    summary: 'Apply to an active job, with an optional cover letter (no body at all is fine)',
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
    summary: "A job's applicants, owner only; opening the list marks new applications viewed",
    params: ZJobIdParams,
    status: 200,
    response: ZApplicationListResponse,
    errors: [400, 401, 403, 404],
  },
  decide: {
    tags,
    summary: 'Invite or reject an applicant (owner only)',
    params: ZJobApplicationParams,
    body: ZApplicationDecisionRequest,
    status: 200,
    response: ZApplicationResponse,
    errors: [400, 401, 403, 404],
  },
});
