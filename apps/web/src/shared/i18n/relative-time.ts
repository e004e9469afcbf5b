/** How close a moment is, counted in what a reader would say; null when only its date says it well. */
export interface RelativeStep {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * 'minute' for a message ("2 minutes ago", "3 hours ago", then days), 'day' for a vacancy ("today",
 * "yesterday", "3 days ago"), where the hour it went live says nothing more.
 */
export type RelativePrecision = 'minute' | 'day';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Beyond a week "12 days ago" makes the reader count: the date itself reads better. */
const MAX_DAYS = 6;
/** Clocks differ a little between server and phone: a moment slightly ahead is still "now". */
const CLOCK_SKEW = MINUTE;

/** Calendar days between two moments in the reader's own time zone (yesterday 23:59 is 1 day ago). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((startOf(later) - startOf(earlier)) / (24 * HOUR));
}

export function relativeStep(moment: Date, now: Date, precision: RelativePrecision): RelativeStep | null {
  const elapsed = now.getTime() - moment.getTime();
  if (Number.isNaN(elapsed) || elapsed < -CLOCK_SKEW) return null;
  const days = calendarDaysBetween(moment, now);
  if (precision === 'minute' && days === 0) {
    if (elapsed < MINUTE) return { value: 0, unit: 'second' };
    if (elapsed < HOUR) return { value: -Math.floor(elapsed / MINUTE), unit: 'minute' };
    return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  }
  if (days < 0 || days > MAX_DAYS) return null;
  return { value: -days, unit: 'day' };
}
