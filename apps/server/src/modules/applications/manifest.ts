import { defineModule } from '../module.ts';
import { answerClockOf } from './answer-clock.ts';
import { runAnswerPromise } from './answer-promise.ts';
import { applicationsRoutes, type ApplicationsDeps } from './routes.ts';

/** The answer promise runs hourly, so an application expires within the hour it falls due. */
const ANSWER_PROMISE_EVERY_MS = 60 * 60 * 1000;

export const applicationsModule = defineModule<ApplicationsDeps>({
  name: 'applications',
  api: [applicationsRoutes],
  tasks: ({ ctx }) => [
    {
      name: 'remind teams of answers falling due, expire unanswered applications, response figures',
      lockKey: 7_310_032,
      everyMs: ANSWER_PROMISE_EVERY_MS,
      firstAfterMs: 30_000,
      run: async (db) => {
        const run = await runAnswerPromise(db, answerClockOf(ctx).now(), (...events) =>
          ctx.events.publish(...events),
        );
        if (run.reminded > 0 || run.expired > 0) ctx.logger.info(run, 'answer promise');
      },
    },
  ],
});
