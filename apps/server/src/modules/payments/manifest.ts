import { defineModule } from '../module.ts';
import { paymentsRoutes, sandboxPageRoutes, type PaymentsDeps } from './routes.ts';

export const paymentsModule = defineModule<PaymentsDeps>({
  name: 'payments',
  api: [paymentsRoutes],
  pages: [sandboxPageRoutes],
  tasks: ({ ctx, services }) => [
    {
      name: 'purge payments older than five years',
      lockKey: 7_310_002,
      everyMs: 24 * 3600 * 1000,
      run: async (db) => {
        const removed = await services.payments.purgeExpired(db);
        if (removed > 0) ctx.logger.info({ removed }, 'old payment records purged');
      },
    },
  ],
});
