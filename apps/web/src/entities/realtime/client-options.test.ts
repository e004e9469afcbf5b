import { describe, expect, it } from 'vitest';
import { Manager } from 'socket.io-client';
import { REALTIME_CLIENT } from '@debut/contract/constants';
import { REALTIME_CLIENT_OPTIONS } from './client-options.ts';

/** The Backoff the Socket.IO manager itself computes its reconnection delays with. */
function backoffOf(manager: Manager): { duration(): number; attempts: number } {
  return (manager as unknown as { backoff: { duration(): number; attempts: number } }).backoff;
}

/** The delays the real client would wait before reconnection attempts 0..count-1 (from `from` on). */
function delays(options: Partial<Manager['opts']>, count: number, from = 0): number[] {
  const manager = new Manager('http://localhost', { ...options, autoConnect: false });
  const backoff = backoffOf(manager);
  backoff.attempts = from;
  return Array.from({ length: count }, () => backoff.duration());
}

describe('the real-time client reconnection delay', () => {
  it('is 500 ms to 20,000 ms exactly for attempts 0..100, doubling from 500 ms', () => {
    const produced = delays(REALTIME_CLIENT_OPTIONS, 101);
    expect(produced.slice(0, 7)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 20000]);
    for (const delay of produced) {
      expect(delay).toBeGreaterThanOrEqual(REALTIME_CLIENT.reconnectionDelayMs);
      expect(delay).toBeLessThanOrEqual(REALTIME_CLIENT.reconnectionDelayMaxMs);
    }
    expect(new Set(produced.slice(6))).toEqual(new Set([20000]));
  });

  it('stays at 20,000 ms after a very long outage (thousands of attempts)', () => {
    expect(new Set(delays(REALTIME_CLIENT_OPTIONS, 200, 1020))).toEqual(new Set([20000]));
    expect(delays(REALTIME_CLIENT_OPTIONS, 1, 1_000_000)).toEqual([20000]);
  });

  it('would not hold with Socket.IO’s default jitter (the reason for randomizationFactor 0)', () => {
    const { randomizationFactor: _jitter, ...withDefaultJitter } = REALTIME_CLIENT_OPTIONS;
    const first = Array.from({ length: 50 }, () => delays(withDefaultJitter, 1)[0] ?? 0);
    expect(Math.min(...first)).toBeLessThan(500);
    expect(Math.min(...delays(withDefaultJitter, 20, 1100))).toBe(0);
  });
});
