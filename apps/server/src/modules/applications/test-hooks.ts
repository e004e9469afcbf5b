import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { answerClockOf } from './answer-clock.ts';
import { runAnswerPromise } from './answer-promise.ts';

// Only for tests and the browser journeys: routes.ts imports this file only when the bundle was not
// built for production (build.mjs) and DEBUT_TEST_HOOKS=1 is set, so `npm run build`'s server has
// neither the route nor this code. Not part of the API contract (hidden from the OpenAPI document).

const ZAdvance = z.object({ days: z.number().min(0).max(400) }).strict();

/** `POST /api/test-hooks/answer-clock {days}`: moves the answer promise's clock on, then runs it. */
export function answerClockHook(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/test-hooks/answer-clock', { schema: { hide: true } }, async (request, reply) => {
      const parsed = ZAdvance.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: 'Give {days: 0–400}', code: 'VALIDATION' });
      }
      const clock = answerClockOf(ctx);
      clock.advance(parsed.data.days * 86_400_000);
      const run = await runAnswerPromise(ctx.db, clock.now(), (...events) => ctx.events.publish(...events));
      return { now: clock.now().toISOString(), ...run };
    });
  };
}
