import { describe, expect, it } from 'vitest';
import { priceDigits, readPriceState } from './price.ts';

describe('priceDigits', () => {
  it('keeps only the digits of what was passed', () => {
    expect(priceDigits('300 ₽', 200)).toBe(300);
    expect(priceDigits('~3 USD', 2)).toBe(3);
    expect(priceDigits(250, 200)).toBe(250);
    expect(priceDigits(2.5, 2)).toBe(2.5);
  });

  it('falls back when nothing usable was passed', () => {
    expect(priceDigits(undefined, 200)).toBe(200);
    expect(priceDigits('free', 200)).toBe(200);
    expect(priceDigits({ amount: 5 }, 2)).toBe(2);
  });
});

describe('readPriceState', () => {
  it('reads price and priceUsd from navigation state, whatever else it holds', () => {
    expect(readPriceState({ price: '200', priceUsd: 2, other: true })).toEqual({ price: '200', priceUsd: 2 });
    expect(readPriceState(null)).toEqual({});
    expect(readPriceState('200')).toEqual({});
  });
});
