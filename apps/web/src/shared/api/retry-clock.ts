/**
 * One clock for every 429's wait: it ticks each second while some rate-limited answer's `Retry-After`
 * is still ahead, and stands still otherwise, so error messages count down without a timer of their own.
 */
let now = Date.now();
let until = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  if (now >= until && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
  for (const listener of listeners) listener();
}

/** Called by the API client for a 429 that says when to try again. */
export function noteRetryAt(retryAt: number): void {
  until = Math.max(until, retryAt);
  now = Date.now();
  timer ??= setInterval(tick, 1000);
  for (const listener of listeners) listener();
}

export function subscribeRetryClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time as of the clock's last tick (epoch ms). */
export const retryClockNow = (): number => now;
