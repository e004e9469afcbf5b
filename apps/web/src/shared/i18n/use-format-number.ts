import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyRange } from '@debut/contract/money';
import { uiLanguage } from './document-language.ts';
import { numberFormat } from '@debut/contract/intl-formats';

export interface NumberFormatters {
  /** A plain number ("1,234.5", "1 234,5"). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Money in the reader's language through Intl ("₽200", "200 ₽"): see formatMoney. */
  money: (amount: number, currency: string, display?: 'symbol' | 'code') => string;
  /** A range of money, the currency named once where the language does ("1 000–1 500 €"). */
  moneyRange: (from: number, to: number, currency: string) => string;
  /** A distance in kilometres ("2.5 km", "2,5 км"). */
  km: (value: number) => string;
}

const KILOMETRES: Intl.NumberFormatOptions = { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 };

/** Numbers, money and distances in the interface language (STYLE.md: everything through Intl). */
export function useFormatNumber(): NumberFormatters {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useMemo(
    () => ({
      number: (value, options) => numberFormat(language, options).format(value),
      money: (amount, currency, display) => formatMoney(language, amount, currency, display),
      moneyRange: (from, to, currency) => formatMoneyRange(language, from, to, currency),
      km: (value) => numberFormat(language, KILOMETRES).format(value),
    }),
    [language],
  );
}
