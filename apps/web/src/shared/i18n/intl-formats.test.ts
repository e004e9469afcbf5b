import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat, regionNames } from '@debut/contract/intl-formats';

describe('intl-formats', () => {
  it('builds a formatter once per language and options', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(
      numberFormat('de', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('de', { maximumFractionDigits: 1 })).not.toBe(numberFormat('de'));
    expect(numberFormat('fr')).not.toBe(numberFormat('de'));
    expect(dateTimeFormat('ru', { dateStyle: 'long' })).toBe(dateTimeFormat('ru', { dateStyle: 'long' }));
    expect(regionNames('ar')).toBe(regionNames('ar'));
    expect(collator('sv')).toBe(collator('sv'));
  });

  it('formats in the language and with the options it was asked for', () => {
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
    expect(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-06-07T00:00:00Z')),
    ).toBe('June 7, 2025');
    expect(regionNames('ru').of('RU')).toBe('Россия');
    expect(['ö', 'z', 'a'].sort(collator('sv').compare)).toEqual(['a', 'z', 'ö']);
  });
});
