import type {
  ZAlertIdParams,
  ZAlertJobsQuery,
  ZAlertJobsResponse,
  ZAlertListResponse,
  ZAlertResponse,
  ZCreateAlertRequest,
  ZUnsubscribeBody,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
  ZUpdateAlertRequest,
} from './alerts.ts';
import { endpoint } from './endpoint.ts';

/** Saved searches (route half; the schemas are in `alerts.endpoint-schemas.ts`). */
export const alertsEndpoints = {
  list: endpoint<{ response: typeof ZAlertListResponse }>({
    method: 'GET',
    path: '/alerts',
    operationId: 'getAlerts',
    access: 'user',
  }),
  create: endpoint<{ body: typeof ZCreateAlertRequest; response: typeof ZAlertResponse }>({
    method: 'POST',
    path: '/alerts',
    operationId: 'postAlerts',
    access: 'user',
  }),
  update: endpoint<{
    params: typeof ZAlertIdParams;
    body: typeof ZUpdateAlertRequest;
    response: typeof ZAlertResponse;
  }>({ method: 'PATCH', path: '/alerts/:id', operationId: 'patchAlertsById', access: 'user' }),
  remove: endpoint<{ params: typeof ZAlertIdParams }>({
    method: 'DELETE',
    path: '/alerts/:id',
    operationId: 'deleteAlertsById',
    access: 'user',
  }),
  jobs: endpoint<{
    params: typeof ZAlertIdParams;
    query: typeof ZAlertJobsQuery;
    response: typeof ZAlertJobsResponse;
  }>({ method: 'GET', path: '/alerts/:id/jobs', operationId: 'getAlertsByIdJobs', access: 'user' }),
  unsubscribe: endpoint<{
    query: typeof ZUnsubscribeQuery;
    body: typeof ZUnsubscribeBody;
    response: typeof ZUnsubscribeResponse;
  }>({
    method: 'POST',
    path: '/alerts/unsubscribe',
    operationId: 'postAlertsUnsubscribe',
    access: 'public',
  }),
};
