import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@debut/contract/countries';
import { uiLanguage } from './document-language.ts';

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country named in the interface language and sorted in its order. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useMemo(() => countryOptions(language), [language]);
}
