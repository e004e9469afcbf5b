import { defineModule } from '../module.ts';
import { authRoutes, type AuthDeps } from './routes.ts';
import { purgeExpiredSessions } from './sessions.ts';

export const authModule = defineModule<AuthDeps>({
  name: 'auth',
  api: [authRoutes],
  tasks: ({ ctx }) => [
    {
      name: 'purge expired sessions and spent reset links',
      lockKey: 7_310_016,
      everyMs: 3600 * 1000,
      run: async (db) => {
        const removed = await purgeExpiredSessions(db);
        if (removed.sessions > 0 || removed.resetLinks > 0)
          ctx.logger.info(removed, 'expired sessions purged');
      },
    },
  ],
});
