import type { ManagerOptions } from 'socket.io-client';
import { REALTIME_CLIENT } from '@debut/contract/constants';

/**
 * The real-time client's connection and reconnection settings (SPEC.md §9). Socket.IO spreads each
 * reconnection delay by ±50 % by default (`randomizationFactor` 0.5), which puts the first retry as
 * low as 250 ms, below SPEC's 500 ms; and past ~1,000 failed attempts its jittered delay turns into
 * NaN, i.e. no delay at all. Without the spread the delay is exactly 500 ms × 2^attempt, capped at
 * 20,000 ms, for any number of attempts.
 */
export const REALTIME_CLIENT_OPTIONS = {
  timeout: REALTIME_CLIENT.timeoutMs,
  reconnectionDelay: REALTIME_CLIENT.reconnectionDelayMs,
  reconnectionDelayMax: REALTIME_CLIENT.reconnectionDelayMaxMs,
  randomizationFactor: 0,
} as const satisfies Partial<ManagerOptions>;
