import { defineModule } from '../module.ts';
import { supportRoutes, type SupportDeps } from './routes.ts';

export const supportModule = defineModule<SupportDeps>({
  name: 'support',
  api: [supportRoutes],
  tasks: ({ ctx, services }) => [
    {
      name: 'purge support requests without an account older than three years',
      lockKey: 7_310_011,
      everyMs: 24 * 3600 * 1000,
      run: async (db) => {
        const removed = await services.support.purgeExpired(db);
        if (removed > 0) ctx.logger.info({ removed }, 'old support requests purged');
      },
    },
  ],
});
