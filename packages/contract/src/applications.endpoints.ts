import { endpoint } from './endpoint.ts';
import type {
  ZApplicationDecisionRequest,
  ZApplicationJobParams,
  ZApplicationListResponse,
  ZApplicationResponse,
  ZApplyBody,
  ZJobApplicationParams,
} from './applications.ts';
import type { ZJobIdParams } from './jobs.ts';

/** Applications (route half; the schemas are in `applications.endpoint-schemas.ts`). */
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
  forJob: endpoint<{ params: typeof ZJobIdParams; response: typeof ZApplicationListResponse }>({
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
};
