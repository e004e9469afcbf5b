import { withSchemas } from './endpoint-schemas.ts';
import { ZUnsubscribeBody, ZUnsubscribeQuery } from './alerts.ts';
import { notificationsEndpoints } from './notifications.endpoints.ts';
import {
  ZNotificationSettingsPatch,
  ZNotificationSettingsResponse,
  ZNotificationUnsubscribeResponse,
} from './notifications.ts';

const tags = ['notifications'];

export const notificationsApi = withSchemas(notificationsEndpoints, {
  settings: {
    tags,
    summary: 'Which mails the signed-in account gets (every kind on until switched off)',
    status: 200,
    response: ZNotificationSettingsResponse,
    errors: [401],
  },
  updateSettings: {
    tags,
    summary: 'Switch kinds of mail on or off',
    body: ZNotificationSettingsPatch,
    status: 200,
    response: ZNotificationSettingsResponse,
    errors: [400, 401],
  },
  unsubscribe: {
    tags,
    summary:
      "RFC 8058 one-click unsubscribe from a mail's kind (or a saved search's mails) by its signed token; no sign-in",
    query: ZUnsubscribeQuery,
    body: ZUnsubscribeBody,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    status: 200,
    response: ZNotificationUnsubscribeResponse,
    errors: [400, 415, 429],
  },
});
