import { withSchemas } from './endpoint-schemas.ts';
import { hiddenEndpoints } from './hidden.endpoints.ts';
import { ZHiddenIdParams, ZHiddenList, ZHiddenOwnerParams } from './hidden.ts';

const tags = ['hidden'];

export const hiddenApi = withSchemas(hiddenEndpoints, {
  list: {
    tags,
    summary: 'The jobs, companies and employers the signed-in user hid, newest first',
    status: 200,
    response: ZHiddenList,
    errors: [401],
  },
  hideJob: {
    tags,
    summary: 'Hide a job from searches, alerts and recommendations (idempotent); not one of your own',
    params: ZHiddenIdParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401, 404, 409],
  },
  showJob: {
    tags,
    summary: 'Show a hidden job again (idempotent; also a job that no longer exists)',
    params: ZHiddenIdParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401],
  },
  hideCompany: {
    tags,
    summary: 'Hide every job of a company (idempotent); not one you belong to',
    params: ZHiddenIdParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401, 404, 409],
  },
  showCompany: {
    tags,
    summary: "Show a hidden company's jobs again (idempotent)",
    params: ZHiddenIdParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401],
  },
  hideOwner: {
    tags,
    summary: 'Hide every job an employer posted (idempotent); not yourself',
    params: ZHiddenOwnerParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401, 404, 409],
  },
  showOwner: {
    tags,
    summary: "Show a hidden employer's jobs again (idempotent)",
    params: ZHiddenOwnerParams,
    status: 200,
    response: ZHiddenList,
    errors: [400, 401],
  },
});
