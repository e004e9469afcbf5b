import { describe, expect, it } from 'vitest';
import { formatMoney } from '@debut/contract/money';

// Intl separates with narrow or no-break spaces and marks direction in Arabic: compare plainly.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney', () => {
  it('writes the price in the reader’s language, with the currency’s sign', () => {
    expect(plain(formatMoney('ru', 200, 'RUB'))).toBe('200 ₽');
    expect(plain(formatMoney('en', 200, 'RUB'))).toBe('₽200');
    expect(plain(formatMoney('de', 200, 'RUB'))).toBe('200 ₽');
    expect(plain(formatMoney('ar', 200, 'RUB'))).toBe('200 ₽');
  });

  it('writes the approximate dollars the same way, without cents for a whole amount', () => {
    expect(plain(formatMoney('en', 2, 'USD'))).toBe('$2');
    expect(plain(formatMoney('ru', 2, 'USD'))).toBe('2 $');
    expect(plain(formatMoney('de', 2, 'USD'))).toBe('2 $');
    expect(plain(formatMoney('ar', 2, 'USD'))).toBe('2 US$');
    expect(plain(formatMoney('en', 2.5, 'USD'))).toBe('$2.50');
  });

  it('writes the code instead of the sign when asked (the approximate fee: SPEC.md §2 says "USD")', () => {
    expect(plain(formatMoney('en', 2, 'USD', 'code'))).toBe('USD 2');
    expect(plain(formatMoney('ru', 2, 'USD', 'code'))).toBe('2 USD');
    expect(plain(formatMoney('de', 2, 'USD', 'code'))).toBe('2 USD');
  });

  it('groups large salaries by the language’s rules', () => {
    expect(plain(formatMoney('en', 45000, 'RUB'))).toBe('₽45,000');
    expect(plain(formatMoney('ru', 45000, 'RUB'))).toBe('45 000 ₽');
    expect(plain(formatMoney('de', 45000, 'EUR'))).toBe('45.000 €');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney('en', 5, 'XX1')).toBe('5 XX1');
  });
});
