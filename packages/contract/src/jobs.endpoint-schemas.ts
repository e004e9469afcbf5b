import { withSchemas } from './endpoint-schemas.ts';
import { jobsEndpoints } from './jobs.endpoints.ts';
import {
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

const tags = ['jobs'];

export const jobsApi = withSchemas(jobsEndpoints, {
  search: {
    tags,
    summary: 'Search active jobs by text, point and radius, filters; keyset pages',
    query: ZJobSearchQuery,
    status: 200,
    response: ZJobSearchResponse,
    errors: [400, 401],
  },
  mine: {
    tags,
    summary: "The signed-in user's jobs in every status, with their application counts",
    status: 200,
    response: ZJobListResponse,
    errors: [401],
  },
  recommended: {
    tags,
    summary:
      'Live jobs for the caller from their CV, applications and favourites, each with why; never the hidden, the applied or their own',
    query: ZRecommendedQuery,
    status: 200,
    response: ZRecommendedResponse,
    errors: [400, 401],
  },
  get: {
    tags,
    summary: 'A job card; counts a view once per viewer per day',
    params: ZJobIdParams,
    status: 200,
    response: ZJobResponse,
    errors: [400, 401, 404],
  },
  create: {
    tags,
    summary: 'Create a job as a draft; warnings tell what is allowed but probably wrong',
    body: ZCreateJobRequest,
    status: 201,
    response: ZJobWriteResponse,
    errors: [400, 401, 409, 429],
  },
  put: {
    tags,
    summary: 'Edit (partial), publish ({status: active, published: true}) or close a job',
    params: ZJobIdParams,
    body: ZPutJobRequest,
    status: 200,
    response: ZJobWriteResponse,
    errors: [400, 401, 402, 403, 404, 409],
  },
  remove: {
    tags,
    summary: 'Delete a job and everything that hangs on it, at once and for ever',
    params: ZJobIdParams,
    status: 204,
    errors: [400, 401, 403, 404],
  },
  duplicate: {
    tags,
    summary: 'A draft copy of a job for its team: its fields, not its applications, payments or views',
    params: ZJobIdParams,
    status: 201,
    response: ZJobResponse,
    errors: [400, 401, 403, 404, 409],
  },
  stats: {
    tags,
    summary: "A job's views and applications per day and its totals, for its team",
    params: ZJobIdParams,
    query: ZJobStatsQuery,
    status: 200,
    response: ZJobStatsResponse,
    errors: [400, 401, 403, 404],
  },
});
