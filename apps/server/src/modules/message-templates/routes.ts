import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageTemplatesApi } from '@debut/contract/message-templates.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { defaultStatusTemplates } from '../../mail/status-templates-mail.ts';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { route } from '../../platform/route.ts';
import { presentTemplate } from './presenter.ts';
import type { MessageTemplatesService } from './service.ts';

export interface MessageTemplatesDeps {
  ctx: AppContext;
  services: { messageTemplates: MessageTemplatesService };
}

export const messageTemplatesRoutes: FastifyPluginAsyncZod<MessageTemplatesDeps> = async (
  app,
  { services },
) => {
  const service = services.messageTemplates;

  route(app, messageTemplatesApi.list, async (request, _reply, user) => {
    const rows = await service.list(user.id);
    // The defaults speak the caller's language: the account's, else the one the request asks for.
    const language = user.language ?? requestLanguage({ acceptLanguage: request.headers['accept-language'] });
    return { items: rows.map(presentTemplate), defaults: defaultStatusTemplates(language) };
  });

  route(app, messageTemplatesApi.create, async (request, reply, user) => {
    const row = await service.create(user.id, request.body);
    return reply.code(201).send({ template: presentTemplate(row) });
  });

  route(app, messageTemplatesApi.update, async (request, _reply, user) => {
    return { template: presentTemplate(await service.update(user.id, request.params.id, request.body)) };
  });

  route(app, messageTemplatesApi.remove, async (request, reply, user) => {
    await service.remove(user.id, request.params.id);
    return sendEmpty(reply, 204);
  });
};
