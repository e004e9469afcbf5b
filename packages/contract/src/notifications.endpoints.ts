import { endpoint } from './endpoint.ts';
import type { ZUnsubscribeBody, ZUnsubscribeQuery } from './alerts.ts';
import type {
  ZNotificationSettingsPatch,
  ZNotificationSettingsResponse,
  ZNotificationUnsubscribeResponse,
} from './notifications.ts';

/** Mail settings and the one-click unsubscribe (route half; schemas in `notifications.endpoint-schemas.ts`). */
export const notificationsEndpoints = {
  settings: endpoint<{ response: typeof ZNotificationSettingsResponse }>({
    method: 'GET',
    path: '/users/me/notifications',
    operationId: 'getUsersMeNotifications',
    access: 'user',
  }),
  updateSettings: endpoint<{
    body: typeof ZNotificationSettingsPatch;
    response: typeof ZNotificationSettingsResponse;
  }>({
    method: 'PATCH',
    path: '/users/me/notifications',
    operationId: 'patchUsersMeNotifications',
    access: 'user',
  }),
  unsubscribe: endpoint<{
    query: typeof ZUnsubscribeQuery;
    body: typeof ZUnsubscribeBody;
    response: typeof ZNotificationUnsubscribeResponse;
  }>({
    method: 'POST',
    path: '/notifications/unsubscribe',
    operationId: 'postNotificationsUnsubscribe',
    access: 'public',
  }),
};
