import { getOrCreateSecret } from '../../platform/secrets.ts';
import { defineModule } from '../module.ts';
import { runAlertDigests } from './digests.ts';
import { alertsRoutes, type AlertsDeps } from './routes.ts';
import { ALERT_MATCH_TOPIC, alertMatching } from './subscribers.ts';

export const alertsModule = defineModule<AlertsDeps>({
  name: 'alerts',
  api: [alertsRoutes],
  outbox: ({ ctx }) => ({ [ALERT_MATCH_TOPIC]: alertMatching(ctx) }),
  tasks: ({ ctx }) => [
    {
      name: 'alert digests: write what each due alert matched, then deliver the outbox',
      lockKey: 7_310_018,
      everyMs: ctx.config.alerts.digestEverySeconds * 1000,
      run: async (db) => {
        const done = await runAlertDigests(ctx, await getOrCreateSecret(db, 'alert-unsubscribe'), db);
        if (done.written > 0) ctx.logger.info(done, 'alert digests');
      },
    },
  ],
});
