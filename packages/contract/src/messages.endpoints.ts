import { endpoint } from './endpoint.ts';
import type {
  ZDeleteThreadQuery,
  ZMessageResponse,
  ZSendMessageRequest,
  ZThreadQuery,
  ZThreadResponse,
  ZThreadsQuery,
  ZThreadsResponse,
} from './messages.ts';

/** Messages (route half; the schemas are in `messages.endpoint-schemas.ts`). */
export const messagesEndpoints = {
  threads: endpoint<{ query: typeof ZThreadsQuery; response: typeof ZThreadsResponse }>({
    method: 'GET',
    path: '/messages/threads',
    operationId: 'getMessagesThreads',
    access: 'user',
  }),
  thread: endpoint<{ query: typeof ZThreadQuery; response: typeof ZThreadResponse }>({
    method: 'GET',
    path: '/messages/thread',
    operationId: 'getMessagesThread',
    access: 'user',
  }),
  send: endpoint<{ body: typeof ZSendMessageRequest; response: typeof ZMessageResponse }>({
    method: 'POST',
    path: '/messages',
    operationId: 'postMessages',
    access: 'user',
  }),
  deleteThread: endpoint<{ query: typeof ZDeleteThreadQuery }>({
    method: 'DELETE',
    path: '/messages/thread',
    operationId: 'deleteMessagesThread',
    access: 'user',
  }),
};
