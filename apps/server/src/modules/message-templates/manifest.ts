import { defineModule } from '../module.ts';
import { messageTemplatesRoutes, type MessageTemplatesDeps } from './routes.ts';

/** A person's message templates for the pipeline's status messages (DESIGN.md §14.2). */
export const messageTemplatesModule = defineModule<MessageTemplatesDeps>({
  name: 'message-templates',
  api: [messageTemplatesRoutes],
});
