import { withSchemas } from './endpoint-schemas.ts';
import { messagesEndpoints } from './messages.endpoints.ts';
import {
  ZDeleteThreadQuery,
  ZMessageResponse,
  ZSendMessageRequest,
  ZThreadQuery,
  ZThreadResponse,
  ZThreadsQuery,
  ZThreadsResponse,
} from './messages.ts';

const tags = ['messages'];

export const messagesApi = withSchemas(messagesEndpoints, {
  threads: {
    tags,
    summary: "The signed-in user's chats, latest first, with unread counts",
    query: ZThreadsQuery,
    status: 200,
    response: ZThreadsResponse,
    errors: [400, 401],
  },
  thread: {
    tags,
    summary: "A chat's messages, oldest first, a page at a time (before = a message id); reads them",
    query: ZThreadQuery,
    status: 200,
    response: ZThreadResponse,
    errors: [400, 401, 403, 404],
  },
  send: {
    tags,
    summary: 'Send a message about a job: to its owner, or as the owner to someone who applied or wrote',
    body: ZSendMessageRequest,
    status: 201,
    response: ZMessageResponse,
    errors: [400, 401, 403, 404, 429],
  },
  deleteThread: {
    tags,
    summary: 'Delete a whole chat, for both people, for ever',
    query: ZDeleteThreadQuery,
    status: 204,
    errors: [400, 401, 403, 404],
  },
});
