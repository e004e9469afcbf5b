import { endpoint } from './endpoint.ts';
import type { ZHiddenIdParams, ZHiddenList, ZHiddenOwnerParams } from './hidden.ts';

/** What a seeker hid (route half; the schemas are in `hidden.endpoint-schemas.ts`). */
export const hiddenEndpoints = {
  list: endpoint<{ response: typeof ZHiddenList }>({
    method: 'GET',
    path: '/hidden',
    operationId: 'getHidden',
    access: 'user',
  }),
  hideJob: endpoint<{ params: typeof ZHiddenIdParams; response: typeof ZHiddenList }>({
    method: 'PUT',
    path: '/hidden/jobs/:id',
    operationId: 'putHiddenJobsById',
    access: 'user',
  }),
  showJob: endpoint<{ params: typeof ZHiddenIdParams; response: typeof ZHiddenList }>({
    method: 'DELETE',
    path: '/hidden/jobs/:id',
    operationId: 'deleteHiddenJobsById',
    access: 'user',
  }),
  hideCompany: endpoint<{ params: typeof ZHiddenIdParams; response: typeof ZHiddenList }>({
    method: 'PUT',
    path: '/hidden/companies/:id',
    operationId: 'putHiddenCompaniesById',
    access: 'user',
  }),
  showCompany: endpoint<{ params: typeof ZHiddenIdParams; response: typeof ZHiddenList }>({
    method: 'DELETE',
    path: '/hidden/companies/:id',
    operationId: 'deleteHiddenCompaniesById',
    access: 'user',
  }),
  hideOwner: endpoint<{ params: typeof ZHiddenOwnerParams; response: typeof ZHiddenList }>({
    method: 'PUT',
    path: '/hidden/owners/:userId',
    operationId: 'putHiddenOwnersByUserId',
    access: 'user',
  }),
  showOwner: endpoint<{ params: typeof ZHiddenOwnerParams; response: typeof ZHiddenList }>({
    method: 'DELETE',
    path: '/hidden/owners/:userId',
    operationId: 'deleteHiddenOwnersByUserId',
    access: 'user',
  }),
};
