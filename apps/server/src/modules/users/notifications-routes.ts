import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@debut/contract/notifications.endpoint-schemas';
import { route } from '../../platform/route.ts';
import type { AppContext } from '../../context.ts';
import type { AlertsService } from '../alerts/service.ts';
import { unsubscribeTokenInvalid, type NotificationSettings } from './notification-settings.ts';

export interface NotificationsDeps {
  ctx: AppContext;
  services: { notificationSettings: NotificationSettings; alerts: AlertsService };
}

/** DESIGN.md §14.0: the mails an account gets, and every mail's one-click unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsDeps> = async (
  app,
  { ctx, services },
) => {
  const settings = services.notificationSettings;

  route(app, notificationsApi.settings, async (_request, _reply, user) => ({
    settings: await settings.get(user.id),
  }));

  route(app, notificationsApi.updateSettings, async (request, _reply, user) => ({
    settings: await settings.update(user.id, request.body),
  }));

  route(
    app,
    notificationsApi.unsubscribe,
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw unsubscribeTokenInvalid();
      // A kind's token has three parts (kind, account, signature); a saved search's has two.
      if (token.split('.').length === 2) {
        await services.alerts.unsubscribe(token);
        return { unsubscribed: 'alert' as const };
      }
      const kind = await settings.unsubscribe(token);
      if (!kind) throw unsubscribeTokenInvalid();
      return { unsubscribed: kind };
    },
    {
      preValidation: ctx.rateLimits.hook([
        {
          name: 'notifications-unsubscribe-client',
          points: 60,
          durationSeconds: 60,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
  );
};
