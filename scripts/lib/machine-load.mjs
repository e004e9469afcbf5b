// How much longer than on an idle machine a start-up may take: the one-minute load average per core,
// never below 1 and at most 6. A suite on a machine at load 35 waited the same 60 s as on an idle one
// and gave up while still starting (issue 28).
import os from 'node:os';

export function loadFactor() {
  const perCore = os.loadavg()[0] / Math.max(1, os.availableParallelism());
  return Math.min(6, Math.max(1, perCore));
}

/** A start-up wait of `baseMs` on an idle machine, scaled to the machine's present load. */
export function startupTimeout(baseMs) {
  return Math.round(baseMs * loadFactor());
}
