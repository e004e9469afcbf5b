import { endpoint } from './endpoint.ts';
import type {
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
import type { ZJobIdParams } from './jobs.ts';

/** Applications and the job team's pipeline (route half; the schemas are in `applications.endpoint-schemas.ts`). */
export const applicationsEndpoints = {
  mine: endpoint<{ response: typeof ZApplicationListResponse }>({
    method: 'GET',
    path: '/applications/my',
    operationId: 'getApplicationsMy',
    access: 'user',
  }),
  apply: endpoint<{
    params: typeof ZApplicationJobParams;
    body: typeof ZApplyBody;
    response: typeof ZApplicationResponse;
  }>({
    method: 'POST',
    path: '/applications/:jobId',
    operationId: 'postApplicationsByJobId',
    access: 'user',
  }),
  cancel: endpoint<{ params: typeof ZApplicationJobParams }>({
    method: 'DELETE',
    path: '/applications/:jobId',
    operationId: 'deleteApplicationsByJobId',
    access: 'user',
  }),
  forJob: endpoint<{
    params: typeof ZJobIdParams;
    query: typeof ZJobApplicationsQuery;
    response: typeof ZApplicationPage;
  }>({
    method: 'GET',
    path: '/jobs/:id/applications',
    operationId: 'getJobsByIdApplications',
    access: 'user',
  }),
  decide: endpoint<{
    params: typeof ZJobApplicationParams;
    body: typeof ZApplicationDecisionRequest;
    response: typeof ZApplicationResponse;
  }>({
    method: 'PATCH',
    path: '/jobs/:id/applications/:applicationId',
    operationId: 'patchJobsByIdApplicationsByApplicationId',
    access: 'user',
  }),
  bulk: endpoint<{
    params: typeof ZJobIdParams;
    body: typeof ZBulkMoveRequest;
    response: typeof ZBulkMoveResponse;
  }>({
    method: 'POST',
    path: '/jobs/:id/applications/bulk',
    operationId: 'postJobsByIdApplicationsBulk',
    access: 'user',
  }),
  notes: endpoint<{ params: typeof ZJobApplicationParams; response: typeof ZNoteListResponse }>({
    method: 'GET',
    path: '/jobs/:id/applications/:applicationId/notes',
    operationId: 'getJobsByIdApplicationsByApplicationIdNotes',
    access: 'user',
  }),
  addNote: endpoint<{
    params: typeof ZJobApplicationParams;
    body: typeof ZNoteRequest;
    response: typeof ZNoteResponse;
  }>({
    method: 'POST',
    path: '/jobs/:id/applications/:applicationId/notes',
    operationId: 'postJobsByIdApplicationsByApplicationIdNotes',
    access: 'user',
  }),
};
