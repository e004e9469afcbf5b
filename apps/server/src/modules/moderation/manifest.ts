import { defineModule } from '../module.ts';
import { moderationRoutes, type ModerationDeps } from './routes.ts';
import { subscribeModeration } from './subscribers.ts';

export const moderationModule = defineModule<ModerationDeps>({
  name: 'moderation',
  api: [moderationRoutes],
  subscribe: ({ ctx }) => subscribeModeration(ctx.events, ctx),
});
