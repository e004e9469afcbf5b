import { defineModule } from '../module.ts';
import { messagesRoutes, type MessagesDeps } from './routes.ts';

export const messagesModule = defineModule<MessagesDeps>({ name: 'messages', api: [messagesRoutes] });
