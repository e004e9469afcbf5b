import { endpoint } from './endpoint.ts';
import type { ZJobIdParams } from './jobs.ts';
import type {
  ZAdminEditJobRequest,
  ZAdminSearchQuery,
  ZAuditResponse,
  ZBlockRequest,
  ZDuplicatesResponse,
  ZModeratedJobResponse,
  ZModeratedJobsResponse,
  ZModeratedUserResponse,
  ZModeratedUsersResponse,
  ZOutboxEntryParams,
  ZOutboxEntryResponse,
  ZOutboxQuery,
  ZOutboxResponse,
  ZReasonRequest,
  ZReportRequest,
  ZReportResponse,
  ZReportsQuery,
  ZReportsResponse,
} from './moderation.ts';
import type { ZUserIdParams } from './users.ts';

/** Reports and moderation (route half; the schemas are in `moderation.endpoint-schemas.ts`). */
export const moderationEndpoints = {
  report: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZReportRequest;
    response: typeof ZReportResponse;
  }>({
    method: 'POST',
    path: '/jobs/:id/report',
    operationId: 'postJobsByIdReport',
    access: 'user',
  }),
  duplicates: endpoint<{ params: typeof ZJobIdParams; response: typeof ZDuplicatesResponse }>({
    method: 'GET',
    path: '/jobs/:id/duplicates',
    operationId: 'getJobsByIdDuplicates',
    access: 'user',
  }),
  reports: endpoint<{ query: typeof ZReportsQuery; response: typeof ZReportsResponse }>({
    method: 'GET',
    path: '/admin/reports',
    operationId: 'getAdminReports',
    access: 'admin',
  }),
  audit: endpoint<{ response: typeof ZAuditResponse }>({
    method: 'GET',
    path: '/admin/audit',
    operationId: 'getAdminAudit',
    access: 'admin',
  }),
  jobs: endpoint<{ query: typeof ZAdminSearchQuery; response: typeof ZModeratedJobsResponse }>({
    method: 'GET',
    path: '/admin/jobs',
    operationId: 'getAdminJobs',
    access: 'admin',
  }),
  users: endpoint<{ query: typeof ZAdminSearchQuery; response: typeof ZModeratedUsersResponse }>({
    method: 'GET',
    path: '/admin/users',
    operationId: 'getAdminUsers',
    access: 'admin',
  }),
  blockJob: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZBlockRequest;
    response: typeof ZModeratedJobResponse;
  }>({
    method: 'PUT',
    path: '/admin/jobs/:id/block',
    operationId: 'putAdminJobsByIdBlock',
    access: 'admin',
  }),
  reviewJob: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZReasonRequest;
    response: typeof ZModeratedJobResponse;
  }>({
    method: 'POST',
    path: '/admin/jobs/:id/review',
    operationId: 'postAdminJobsByIdReview',
    access: 'admin',
  }),
  editJob: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZAdminEditJobRequest;
    response: typeof ZModeratedJobResponse;
  }>({
    method: 'PATCH',
    path: '/admin/jobs/:id',
    operationId: 'patchAdminJobsById',
    access: 'admin',
  }),
  deleteJob: endpoint<{ params: typeof ZJobIdParams; body: typeof ZReasonRequest }>({
    method: 'DELETE',
    path: '/admin/jobs/:id',
    operationId: 'deleteAdminJobsById',
    access: 'admin',
  }),
  blockUser: endpoint<{
    params: typeof ZUserIdParams;
    body: typeof ZBlockRequest;
    response: typeof ZModeratedUserResponse;
  }>({
    method: 'PUT',
    path: '/admin/users/:id/block',
    operationId: 'putAdminUsersByIdBlock',
    access: 'admin',
  }),
  outbox: endpoint<{ query: typeof ZOutboxQuery; response: typeof ZOutboxResponse }>({
    method: 'GET',
    path: '/admin/outbox',
    operationId: 'getAdminOutbox',
    access: 'admin',
  }),
  retryOutbox: endpoint<{ params: typeof ZOutboxEntryParams; response: typeof ZOutboxEntryResponse }>({
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    operationId: 'postAdminOutboxByIdRetry',
    access: 'admin',
  }),
};
