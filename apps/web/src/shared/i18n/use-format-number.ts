import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from './document-language.ts';

export interface NumberFormatters {
  /** A plain number ("1,234.5", "1 234,5"). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Whole money with the currency's narrow sign ("₽200", "200 ₽"); the code when it is unknown. */
  money: (amount: number, currency: string) => string;
  /** A distance in kilometres ("2.5 km", "2,5 км"). */
  km: (value: number) => string;
}

function formatMoney(language: string, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language).format(amount)} ${currency}`;
  }
}

/** Numbers, money and distances in the interface language (STYLE.md: everything through Intl). */
export function useFormatNumber(): NumberFormatters {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useMemo(() => {
    const km = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: 1,
    });
    return {
      number: (value, options) => new Intl.NumberFormat(language, options).format(value),
      money: (amount, currency) => formatMoney(language, amount, currency),
      km: (value) => km.format(value),
    };
  }, [language]);
}
