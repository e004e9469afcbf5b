import { withSchemas } from './endpoint-schemas.ts';
import { messageTemplatesEndpoints } from './message-templates.endpoints.ts';
import {
  ZCreateTemplateRequest,
  ZTemplateIdParams,
  ZTemplateListResponse,
  ZTemplateResponse,
  ZUpdateTemplateRequest,
} from './message-templates.ts';

const tags = ['message-templates'];

export const messageTemplatesApi = withSchemas(messageTemplatesEndpoints, {
  list: {
    tags,
    summary:
      "The caller's message templates, and the translated polite rejection and invitation offered by default",
    status: 200,
    response: ZTemplateListResponse,
    errors: [401],
  },
  create: {
    tags,
    summary: 'Save a message template ({name} and {job} are filled in when it is sent; no HTML)',
    body: ZCreateTemplateRequest,
    status: 201,
    response: ZTemplateResponse,
    errors: [400, 401, 409],
  },
  update: {
    tags,
    summary: 'Change a template of the caller',
    params: ZTemplateIdParams,
    body: ZUpdateTemplateRequest,
    status: 200,
    response: ZTemplateResponse,
    errors: [400, 401, 403, 404],
  },
  remove: {
    tags,
    summary: 'Delete a template of the caller',
    params: ZTemplateIdParams,
    status: 204,
    errors: [400, 401, 403, 404],
  },
});
