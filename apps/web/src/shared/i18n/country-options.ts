import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@debut/contract/countries';
import { uiLanguage } from './document-language.ts';
import { collator, regionNames } from '@debut/contract/intl-formats';

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country named in the interface language and sorted in its order. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = regionNames(language);
  } catch {
    names = undefined;
  }
  const order = collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    order.compare(a.label, b.label),
  );
}

export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useMemo(() => countryOptions(language), [language]);
}
