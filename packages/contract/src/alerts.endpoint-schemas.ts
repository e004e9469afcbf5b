import {
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
import { alertsEndpoints } from './alerts.endpoints.ts';
import { withSchemas } from './endpoint-schemas.ts';

const tags = ['alerts'];

export const alertsApi = withSchemas(alertsEndpoints, {
  list: {
    tags,
    summary: "The signed-in user's alerts, newest first, with their counts of new matches",
    status: 200,
    response: ZAlertListResponse,
    errors: [401],
  },
  create: {
    tags,
    summary: 'Save a search as an alert: instant, daily or weekly (at most 20 a person)',
    body: ZCreateAlertRequest,
    status: 201,
    response: ZAlertResponse,
    errors: [400, 401, 409],
  },
  update: {
    tags,
    summary: 'Rename an alert, change how often it tells, or pause and resume it',
    params: ZAlertIdParams,
    body: ZUpdateAlertRequest,
    status: 200,
    response: ZAlertResponse,
    errors: [400, 401, 403, 404],
  },
  remove: {
    tags,
    summary: 'Delete an alert and its matches',
    params: ZAlertIdParams,
    status: 204,
    errors: [400, 401, 403, 404],
  },
  jobs: {
    tags,
    summary:
      'The live jobs that matched an alert since it was made, newest first; opening it clears newCount',
    params: ZAlertIdParams,
    query: ZAlertJobsQuery,
    status: 200,
    response: ZAlertJobsResponse,
    errors: [400, 401, 403, 404],
  },
  unsubscribe: {
    tags,
    summary: "RFC 8058 one-click unsubscribe from an alert's mails, by the signed token; no sign-in",
    query: ZUnsubscribeQuery,
    body: ZUnsubscribeBody,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    status: 200,
    response: ZUnsubscribeResponse,
    errors: [400, 415, 429],
  },
});
