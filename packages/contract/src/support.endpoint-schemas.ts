import { withSchemas } from './endpoint-schemas.ts';
import { supportEndpoints } from './support.endpoints.ts';
import {
  ZSupportAnswerRequest,
  ZSupportQueueQuery,
  ZSupportQueueResponse,
  ZSupportReceipt,
  ZSupportRequestCreate,
  ZSupportRequestParams,
  ZSupportRequestResponse,
} from './support.ts';

const tags = ['support'];
const adminTags = ['admin'];

export const supportApi = withSchemas(supportEndpoints, {
  send: {
    tags,
    summary: 'Send a message to the site’s support (the contact form); signed in or not',
    body: ZSupportRequestCreate,
    status: 201,
    response: ZSupportReceipt,
    errors: [400, 429],
  },
  queue: {
    tags: adminTags,
    summary: 'The support queue: open requests oldest first (default), or answered ones newest first',
    query: ZSupportQueueQuery,
    status: 200,
    response: ZSupportQueueResponse,
    errors: [400, 401, 403],
  },
  answer: {
    tags: adminTags,
    summary: 'Answer a support request: mailed to the sender, the request marked answered (audited)',
    params: ZSupportRequestParams,
    body: ZSupportAnswerRequest,
    status: 200,
    response: ZSupportRequestResponse,
    errors: [400, 401, 403, 404, 409],
  },
});
