import { endpoint } from './endpoint.ts';
import type {
  ZSupportAnswerRequest,
  ZSupportQueueQuery,
  ZSupportQueueResponse,
  ZSupportReceipt,
  ZSupportRequestCreate,
  ZSupportRequestParams,
  ZSupportRequestResponse,
} from './support.ts';

/** Support requests (route half; the schemas are in `support.endpoint-schemas.ts`). */
export const supportEndpoints = {
  send: endpoint<{ body: typeof ZSupportRequestCreate; response: typeof ZSupportReceipt }>({
    method: 'POST',
    path: '/support',
    operationId: 'postSupport',
    access: 'public',
  }),
  queue: endpoint<{ query: typeof ZSupportQueueQuery; response: typeof ZSupportQueueResponse }>({
    method: 'GET',
    path: '/admin/support',
    operationId: 'getAdminSupport',
    access: 'admin',
  }),
  answer: endpoint<{
    params: typeof ZSupportRequestParams;
    body: typeof ZSupportAnswerRequest;
    response: typeof ZSupportRequestResponse;
  }>({
    method: 'POST',
    path: '/admin/support/:id/answer',
    operationId: 'postAdminSupportByIdAnswer',
    access: 'admin',
  }),
};
