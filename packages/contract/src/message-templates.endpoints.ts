import { endpoint } from './endpoint.ts';
import type {
  ZCreateTemplateRequest,
  ZTemplateIdParams,
  ZTemplateListResponse,
  ZTemplateResponse,
  ZUpdateTemplateRequest,
} from './message-templates.ts';

/** The caller's message templates (route half; the schemas are in `message-templates.endpoint-schemas.ts`). */
export const messageTemplatesEndpoints = {
  list: endpoint<{ response: typeof ZTemplateListResponse }>({
    method: 'GET',
    path: '/message-templates',
    operationId: 'getMessageTemplates',
    access: 'user',
  }),
  create: endpoint<{ body: typeof ZCreateTemplateRequest; response: typeof ZTemplateResponse }>({
    method: 'POST',
    path: '/message-templates',
    operationId: 'postMessageTemplates',
    access: 'user',
  }),
  update: endpoint<{
    params: typeof ZTemplateIdParams;
    body: typeof ZUpdateTemplateRequest;
    response: typeof ZTemplateResponse;
  }>({
    method: 'PATCH',
    path: '/message-templates/:id',
    operationId: 'patchMessageTemplatesById',
    access: 'user',
  }),
  remove: endpoint<{ params: typeof ZTemplateIdParams }>({
    method: 'DELETE',
    path: '/message-templates/:id',
    operationId: 'deleteMessageTemplatesById',
    access: 'user',
  }),
};
