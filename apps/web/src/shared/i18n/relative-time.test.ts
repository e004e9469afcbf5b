import { describe, expect, it } from 'vitest';
import { relativeTimeFormat } from '@debut/contract/intl-formats';
import { relativeStep } from './relative-time.ts';

const now = new Date(2026, 10, 28, 10, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('relativeStep', () => {
  it('says minutes and hours for a message, then calendar days, then nothing past a week', () => {
    expect(relativeStep(ago(20_000), now, 'minute')).toEqual({ value: 0, unit: 'second' });
    expect(relativeStep(ago(2 * MINUTE), now, 'minute')).toEqual({ value: -2, unit: 'minute' });
    expect(relativeStep(ago(3 * 60 * MINUTE), now, 'minute')).toEqual({ value: -3, unit: 'hour' });
    // 23:59 yesterday is yesterday, though only ten hours ago.
    expect(relativeStep(new Date(2026, 10, 27, 23, 59), now, 'minute')).toEqual({ value: -1, unit: 'day' });
    expect(relativeStep(new Date(2026, 10, 22, 9, 0), now, 'minute')).toEqual({ value: -6, unit: 'day' });
    expect(relativeStep(new Date(2026, 10, 21, 9, 0), now, 'minute')).toBeNull();
  });

  it('says days only for a vacancy, a moment slightly ahead is now, a future one has no words', () => {
    expect(relativeStep(ago(2 * MINUTE), now, 'day')).toEqual({ value: -0, unit: 'day' });
    expect(relativeStep(new Date(2026, 10, 27, 8, 0), now, 'day')).toEqual({ value: -1, unit: 'day' });
    expect(relativeStep(new Date(now.getTime() + 30_000), now, 'minute')).toEqual({
      value: 0,
      unit: 'second',
    });
    expect(relativeStep(new Date(now.getTime() + 10 * MINUTE), now, 'minute')).toBeNull();
    expect(relativeStep(new Date('not a date'), now, 'day')).toBeNull();
  });

  it('reads as people say it in the interface languages', () => {
    const say = (language: string, moment: Date, precision: 'minute' | 'day') => {
      const step = relativeStep(moment, now, precision);
      return step && relativeTimeFormat(language).format(step.value, step.unit);
    };
    expect(say('en', ago(2 * MINUTE), 'day')).toBe('today');
    expect(say('en', ago(2 * MINUTE), 'minute')).toBe('2 minutes ago');
    expect(say('ru', new Date(2026, 10, 27, 8, 0), 'day')).toBe('вчера');
    expect(say('de', ago(20_000), 'minute')).toBe('jetzt');
    expect(say('ar', new Date(2026, 10, 27, 8, 0), 'day')).toBe('أمس');
  });
});
