import { describe, expect, it } from 'vitest';
import { isCurrencyCode } from '@debut/contract/currencies';
import { COUNTRY_CODES } from '@debut/contract/countries';
import { currencyOptions } from '../components/form/currency-select.tsx';
import { defaultCurrencyFor, emptyJobFormFor } from './job-form-schema.ts';

describe("a new job's currency", () => {
  it.each([
    ['DE', 'EUR'],
    ['RU', 'RUB'],
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['JP', 'JPY'],
    ['AE', 'AED'],
  ])('defaults to the currency of the account country %s (%s)', (country, currency) => {
    expect(emptyJobFormFor(country).salaryCurrency).toBe(currency);
  });

  it('is roubles for an account without a country', () => {
    expect(defaultCurrencyFor(null)).toBe('RUB');
    expect(defaultCurrencyFor('ZZ')).toBe('RUB');
  });

  it('is, for every country, a code the select offers and the contract accepts', () => {
    const offered = new Set(currencyOptions('en').map((option) => option.value));
    for (const country of COUNTRY_CODES) {
      const code = defaultCurrencyFor(country);
      expect(isCurrencyCode(code), country).toBe(true);
      expect(offered.has(code), country).toBe(true);
    }
  });
});

describe('the currency options', () => {
  it('name each code in the UI language', () => {
    const de = currencyOptions('de').find((option) => option.value === 'EUR');
    expect(de?.label).toBe('EUR — Euro');
    const ru = currencyOptions('ru').find((option) => option.value === 'USD');
    expect(ru?.label).toMatch(/^USD — .*доллар/i);
  });

  it("keep an edited job's stored code selectable", () => {
    expect(currencyOptions('en', 'XXY')[0]?.value).toBe('XXY');
    expect(currencyOptions('en', 'EUR').filter((option) => option.value === 'EUR')).toHaveLength(1);
  });
});
