export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  notStarted: string[];
  /** Each failed test with the first line of its error, for the end of the log. */
  failures: string[];
}
export interface Duration {
  name: string;
  ms: number;
}
export function countUnit(unit: unknown): { counts: Counts; durations: Duration[] };
export function countE2e(e2e: unknown): { counts: Counts; durations: Duration[] };
export function slowest(durations: Duration[], n?: number): Duration[];
