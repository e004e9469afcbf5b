import { endpoint } from './endpoint.ts';
import type {
  ZCreateJobRequest,
  ZJobIdParams,
  ZJobListResponse,
  ZJobResponse,
  ZJobSearchQuery,
  ZJobSearchResponse,
  ZJobStatsQuery,
  ZJobStatsResponse,
  ZJobWriteResponse,
  ZPutJobRequest,
  ZRecommendedQuery,
  ZRecommendedResponse,
} from './jobs.ts';

/** Jobs (route half; the schemas are in `jobs.endpoint-schemas.ts`). */
export const jobsEndpoints = {
  search: endpoint<{ query: typeof ZJobSearchQuery; response: typeof ZJobSearchResponse }>({
    method: 'GET',
    path: '/jobs',
    operationId: 'getJobs',
    access: 'user',
  }),
  mine: endpoint<{ response: typeof ZJobListResponse }>({
    method: 'GET',
    path: '/jobs/my',
    operationId: 'getJobsMy',
    access: 'user',
  }),
  recommended: endpoint<{ query: typeof ZRecommendedQuery; response: typeof ZRecommendedResponse }>({
    method: 'GET',
    path: '/jobs/recommended',
    operationId: 'getJobsRecommended',
    access: 'user',
  }),
  get: endpoint<{ params: typeof ZJobIdParams; response: typeof ZJobResponse }>({
    method: 'GET',
    path: '/jobs/:id',
    operationId: 'getJobsById',
    access: 'user',
  }),
  create: endpoint<{ body: typeof ZCreateJobRequest; response: typeof ZJobWriteResponse }>({
    method: 'POST',
    path: '/jobs',
    operationId: 'postJobs',
    access: 'user',
  }),
  put: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZPutJobRequest;
    response: typeof ZJobWriteResponse;
  }>({
    method: 'PUT',
    path: '/jobs/:id',
    operationId: 'putJobsById',
    access: 'user',
  }),
  remove: endpoint<{ params: typeof ZJobIdParams }>({
    method: 'DELETE',
    path: '/jobs/:id',
    operationId: 'deleteJobsById',
    access: 'user',
  }),
  duplicate: endpoint<{ params: typeof ZJobIdParams; response: typeof ZJobResponse }>({
    method: 'POST',
    path: '/jobs/:id/duplicate',
    operationId: 'postJobsByIdDuplicate',
    access: 'user',
  }),
  stats: endpoint<{
    params: typeof ZJobIdParams;
    query: typeof ZJobStatsQuery;
    response: typeof ZJobStatsResponse;
  }>({
    method: 'GET',
    path: '/jobs/:id/stats',
    operationId: 'getJobsByIdStats',
    access: 'user',
  }),
};
