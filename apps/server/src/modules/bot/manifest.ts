import { defineModule } from '../module.ts';
import { botRoutes, type BotDeps } from './routes.ts';

export const botModule = defineModule<BotDeps>({ name: 'bot', api: [botRoutes] });
