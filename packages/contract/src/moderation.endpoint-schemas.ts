import { withSchemas } from './endpoint-schemas.ts';
import { moderationEndpoints } from './moderation.endpoints.ts';
import { ZJobIdParams } from './jobs.ts';
import {
  ZAdminEditJobRequest,
  ZAdminSearchQuery,
  ZAuditResponse,
  ZBlockRequest,
  ZDuplicatesResponse,
  ZModeratedJobResponse,
  ZModeratedJobsResponse,
  ZModeratedUserResponse,
  ZModeratedUsersResponse,
  ZReasonRequest,
  ZReportRequest,
  ZReportResponse,
  ZReportsQuery,
  ZReportsResponse,
} from './moderation.ts';
import { ZUserIdParams } from './users.ts';

const tags = ['moderation'];
const adminTags = ['admin'];

export const moderationApi = withSchemas(moderationEndpoints, {
  report: {
    tags,
    summary: 'Report a suspicious vacancy; one open report per person and job',
    params: ZJobIdParams,
    body: ZReportRequest,
    status: 201,
    response: ZReportResponse,
    errors: [400, 401, 404, 409, 429],
  },
  duplicates: {
    tags,
    summary: "The owner's live jobs with a near-identical title and description (warned before paying)",
    params: ZJobIdParams,
    status: 200,
    response: ZDuplicatesResponse,
    errors: [400, 401, 403, 404],
  },
  reports: {
    tags: adminTags,
    summary: 'The reports queue: open (default) or resolved reports, newest first',
    query: ZReportsQuery,
    status: 200,
    response: ZReportsResponse,
    errors: [400, 401, 403],
  },
  audit: {
    tags: adminTags,
    summary: 'Every admin action, newest first: who, what, on what, why and when',
    status: 200,
    response: ZAuditResponse,
    errors: [401, 403],
  },
  jobs: {
    tags: adminTags,
    summary: 'Jobs by title, company, number or owner e-mail; without q, those that need a look',
    query: ZAdminSearchQuery,
    status: 200,
    response: ZModeratedJobsResponse,
    errors: [400, 401, 403],
  },
  users: {
    tags: adminTags,
    summary: 'Accounts by e-mail or name, newest first',
    query: ZAdminSearchQuery,
    status: 200,
    response: ZModeratedUsersResponse,
    errors: [400, 401, 403],
  },
  blockJob: {
    tags: adminTags,
    summary: 'Block a job (hidden everywhere, the owner told why) or lift the block',
    params: ZJobIdParams,
    body: ZBlockRequest,
    status: 200,
    response: ZModeratedJobResponse,
    errors: [400, 401, 403, 404],
  },
  reviewJob: {
    tags: adminTags,
    summary: "Mark a job's open reports reviewed and lift the hold they put on it",
    params: ZJobIdParams,
    body: ZReasonRequest,
    status: 200,
    response: ZModeratedJobResponse,
    errors: [400, 401, 403, 404],
  },
  editJob: {
    tags: adminTags,
    summary: "Edit any job's fields, with the reason for the audit log",
    params: ZJobIdParams,
    body: ZAdminEditJobRequest,
    status: 200,
    response: ZModeratedJobResponse,
    errors: [400, 401, 403, 404],
  },
  deleteJob: {
    tags: adminTags,
    summary: 'Delete any job at once and for good, with the reason for the audit log',
    params: ZJobIdParams,
    body: ZReasonRequest,
    status: 204,
    errors: [400, 401, 403, 404],
  },
  blockUser: {
    tags: adminTags,
    summary: 'Block an account (sessions revoked, sign-in refused, live jobs blocked) or lift the block',
    params: ZUserIdParams,
    body: ZBlockRequest,
    status: 200,
    response: ZModeratedUserResponse,
    errors: [400, 401, 403, 404],
  },
});
