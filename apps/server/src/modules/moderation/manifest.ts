import { defineModule } from '../module.ts';
import { moderationRoutes, type ModerationDeps } from './routes.ts';

export const moderationModule = defineModule<ModerationDeps>({
  name: 'moderation',
  api: [moderationRoutes],
});
