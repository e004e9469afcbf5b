import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyOfCountry, isCurrencyCode } from '@debut/contract/currencies';
import { COUNTRY_CODES } from '@debut/contract/countries';
import { ZCreateJobRequest, ZJobFields } from '@debut/contract/jobs';

// Issue 27 item 14: a job's currency is a real ISO 4217 code, and every country has its own.
// Unit tests of the contract alone (no server, no database).

const currencyField = ZJobFields.shape.salaryCurrency;

describe('salaryCurrency', () => {
  it('accepts every currency Intl knows, upper-cased', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThan(100);
    for (const code of Intl.supportedValuesOf('currency')) {
      expect(currencyField.safeParse(code).data, code).toBe(code);
    }
    expect(currencyField.safeParse(' rub ').data).toBe('RUB');
  });

  it.each(['XYZ', 'ABC', 'RUBL', 'R1B', '', 'рубль'])('refuses %j with a message naming ISO 4217', (code) => {
    const result = currencyField.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/ISO 4217/);
  });

  it('is the rule of the create request', () => {
    expect(ZCreateJobRequest.shape.salaryCurrency).toBe(currencyField);
  });
});

describe('currencyOfCountry', () => {
  it.each([
    ['DE', 'EUR'],
    ['ru', 'RUB'],
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['KZ', 'KZT'],
    ['AE', 'AED'],
    ['JP', 'JPY'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });

  it('gives every country of the selector a currency the contract accepts', () => {
    const missing = COUNTRY_CODES.filter((country) => {
      const currency = currencyOfCountry(country);
      return currency === undefined || !isCurrencyCode(currency);
    });
    // Antarctica has no currency of its own in CLDR.
    expect(missing.filter((country) => country !== 'AQ')).toEqual([]);
  });

  it('knows nothing of an unknown or missing country', () => {
    expect(currencyOfCountry('ZZ')).toBeUndefined();
    expect(currencyOfCountry(null)).toBeUndefined();
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });
});
