import { describe, expect, it } from 'vitest';
import { checkDraft, EMPTY_DRAFT, phoneOf, requestOf } from './resume-draft.ts';

describe('the CV draft’s phone and city', () => {
  it('sends a phone as E.164 whatever people type between the digits', () => {
    expect(phoneOf('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneOf('0049 151 2345 6789')).toBe('+4915123456789');
    expect(phoneOf('   ')).toBeNull();
    expect(requestOf({ ...EMPTY_DRAFT, phone: '+7 916 123 45 67' }).phone).toBe('+79161234567');
  });

  it('names a phone without the country code as the problem, and keeps the picked city', () => {
    expect(checkDraft({ ...EMPTY_DRAFT, phone: '8 916 123-45-67' }).problems).toEqual([
      { path: 'phone', field: 'phone', kind: 'invalid' },
    ]);
    const city = { name: 'Kazan', lat: 55.7963, lng: 49.1088 };
    expect(checkDraft({ ...EMPTY_DRAFT, cityText: 'Kazan', city }).content?.city).toEqual(city);
    expect(requestOf({ ...EMPTY_DRAFT, cityText: 'Kaz' }).city).toBeNull();
  });
});
