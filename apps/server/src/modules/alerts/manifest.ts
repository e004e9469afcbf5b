import { getOrCreateSecret } from '../../platform/secrets.ts';
import { defineModule } from '../module.ts';
import { runAlertDigests } from './digests.ts';
import { alertsRoutes, type AlertsDeps } from './routes.ts';
import { subscribeAlerts } from './subscribers.ts';

export const alertsModule = defineModule<AlertsDeps>({
  name: 'alerts',
  api: [alertsRoutes],
  subscribe: ({ ctx }) => subscribeAlerts(ctx.events, ctx, ctx.realtime),
  tasks: ({ ctx }) => [
    {
      name: 'alert digests: write what each due alert matched, then deliver the outbox',
      lockKey: 7_310_018,
      everyMs: ctx.config.alerts.digestEverySeconds * 1000,
      run: async (db) => {
        const done = await runAlertDigests(ctx, await getOrCreateSecret(db, 'alert-unsubscribe'), db);
        if (done.written > 0 || done.delivered > 0) ctx.logger.info(done, 'alert digests');
      },
    },
  ],
});
