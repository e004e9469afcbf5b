import { defineModule } from '../module.ts';
import { notificationsRoutes, type NotificationsDeps } from './notifications-routes.ts';
import { usersRoutes, type UsersDeps } from './routes.ts';

export const usersModule = defineModule<UsersDeps & NotificationsDeps>({
  name: 'users',
  api: [usersRoutes, notificationsRoutes],
});
