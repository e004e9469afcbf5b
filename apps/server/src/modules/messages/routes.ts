import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeleteThreadQuery,
  ZMessageResponse,
  ZSendMessageRequest,
  ZThreadQuery,
  ZThreadResponse,
  ZThreadsQuery,
  ZThreadsResponse,
} from '@debut/contract/messages';
import type { AppContext } from '../../context.ts';
import { errorResponses, sendEmpty, ZNoContent } from '../../platform/openapi-responses.ts';
import { BEARER, requireUser } from '../auth/authenticate.ts';
import { presentCounterpart, presentMessage, presentThread, presentThreadJob } from './presenter.ts';
import { createMessagesService } from './service.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createMessagesService(ctx.db);
  const tags = ['messages'];
  // DESIGN.md §4: sending messages 30/min per user.
  const sendLimit = ctx.rateLimits.hook([
    {
      name: 'message-user',
      points: 30,
      durationSeconds: 60,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  app.get(
    '/messages/threads',
    {
      schema: {
        tags,
        summary: "The signed-in user's chats, latest first, with unread counts",
        security: BEARER,
        querystring: ZThreadsQuery,
        response: { 200: ZThreadsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const views = await service.listThreads(user.id);
      const shown = request.query.filter === 'unread' ? views.filter((view) => view.unreadCount > 0) : views;
      return {
        threads: shown.map((view) => presentThread(view, user.id)),
        unreadChats: views.filter((view) => view.unreadCount > 0).length,
      };
    },
  );

  app.get(
    '/messages/thread',
    {
      schema: {
        tags,
        summary: "A chat's messages, oldest first, a page at a time (before = a message id); reads them",
        security: BEARER,
        querystring: ZThreadQuery,
        response: { 200: ZThreadResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { jobId, userId, before } = request.query;
      const page = await service.openThread(user.id, jobId, userId, before);
      if (page.readSome) {
        ctx.realtime.notify(page.view.counterpart.id, {
          type: 'chat.read',
          job: presentThreadJob(page.view.job),
          threadId: page.view.thread.id,
        });
      }
      return {
        thread: presentThread(page.view, user.id),
        messages: page.messages.map(presentMessage),
        hasMore: page.hasMore,
      };
    },
  );

  app.post(
    '/messages',
    {
      preValidation: sendLimit,
      schema: {
        tags,
        summary: 'Send a message about a job: to its owner, or as the owner to someone who applied or wrote',
        security: BEARER,
        body: ZSendMessageRequest,
        response: { 201: ZMessageResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { jobId, to, text } = request.body;
      const { message, thread, job } = await service.send(user.id, jobId, to, text);
      const presented = presentMessage(message);
      ctx.realtime.message([thread.seekerId, thread.ownerId], {
        message: presented,
        job: presentThreadJob(job),
        sender: presentCounterpart(user),
      });
      return reply.code(201).send({ message: presented });
    },
  );

  app.delete(
    '/messages/thread',
    {
      schema: {
        tags,
        summary: 'Delete a whole chat, for both people, for ever',
        security: BEARER,
        querystring: ZDeleteThreadQuery,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { job, thread, counterpart } = await service.deleteThread(
        user.id,
        request.query.jobId,
        request.query.userId,
      );
      ctx.realtime.notify(counterpart.id, {
        type: 'chat.deleted',
        job: presentThreadJob(job),
        threadId: thread.id,
      });
      return sendEmpty(reply, 204);
    },
  );
};
