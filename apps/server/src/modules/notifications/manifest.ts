import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import { notificationMailHandlers } from './mails.ts';

/**
 * The mails of an application's and a chat's life (DESIGN.md §14.0): the applications and messages
 * services write what is owed (owed.ts) in their transactions; this module sends it from the outbox.
 */
export const notificationsModule = defineModule<{ ctx: AppContext }>({
  name: 'notifications',
  outbox: ({ ctx }) => notificationMailHandlers(ctx),
});
