import type { AppContext } from '../../context.ts';

/**
 * The time the answer promise's run reads. It is the real time, except where the test hooks moved it
 * forward (tests and the browser journeys, never a production build: test-hooks.ts), so a journey can
 * see an application fall due without waiting a week.
 */
export interface AnswerClock {
  now(): Date;
  advance(ms: number): void;
}

const clocks = new WeakMap<AppContext, AnswerClock>();

/** One clock per app (a test process may hold several). */
export function answerClockOf(ctx: AppContext): AnswerClock {
  let clock = clocks.get(ctx);
  if (!clock) {
    let offsetMs = 0;
    clock = {
      now: () => new Date(Date.now() + offsetMs),
      advance: (ms) => {
        offsetMs += ms;
      },
    };
    clocks.set(ctx, clock);
  }
  return clock;
}
