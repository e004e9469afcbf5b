import { defineModule } from '../module.ts';
import { runListingLifetime } from './lifetime.ts';
import { jobsRoutes, type JobsDeps } from './routes.ts';

export const jobsModule = defineModule<JobsDeps>({
  name: 'jobs',
  api: [jobsRoutes],
  tasks: ({ ctx }) => [
    {
      name: 'close expired listings and remind owners before the end',
      lockKey: 7_310_003,
      everyMs: 5 * 60 * 1000,
      run: async (db) => {
        const done = await runListingLifetime(ctx, db);
        if (done.expired > 0 || done.reminded > 0) ctx.logger.info(done, 'listing lifetime');
      },
    },
  ],
});
