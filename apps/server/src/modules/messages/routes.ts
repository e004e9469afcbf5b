import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesApi } from '@debut/contract/messages.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentMessage, presentThread } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { MessagesService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface MessagesDeps {
  ctx: AppContext;
  services: { messages: MessagesService };
}

export const messagesRoutes: FastifyPluginAsyncZod<MessagesDeps> = async (app, { ctx, services }) => {
  const service = services.messages;
  // DESIGN.md §4: sending messages 30/min per user.
  const sendLimit = ctx.rateLimits.hook([
    {
      name: 'message-user',
      points: 30,
      durationSeconds: 60,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  route(app, messagesApi.threads, async (request, _reply, user) => {
    const views = await service.listThreads(user.id);
    const shown = request.query.filter === 'unread' ? views.filter((view) => view.unreadCount > 0) : views;
    return {
      threads: shown.map((view) => presentThread(view, user.id)),
      unreadChats: views.filter((view) => view.unreadCount > 0).length,
    };
  });

  route(app, messagesApi.thread, async (request, _reply, user) => {
    const { jobId, userId, before } = request.query;
    const page = await service.openThread(user.id, jobId, userId, before);
    return {
      thread: presentThread(page.view, user.id),
      messages: page.messages.map(presentMessage),
      hasMore: page.hasMore,
    };
  });

  route(
    app,
    messagesApi.send,
    async (request, reply, user) => {
      const { jobId, to, text } = request.body;
      const { message } = await service.send(user, jobId, to, text);
      return reply.code(201).send({ message: presentMessage(message) });
    },
    { preValidation: sendLimit },
  );

  route(app, messagesApi.deleteThread, async (request, reply, user) => {
    await service.deleteThread(user.id, request.query.jobId, request.query.userId);
    return sendEmpty(reply, 204);
  });
};
