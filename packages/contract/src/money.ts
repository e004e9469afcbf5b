import { numberFormat } from './intl-formats.ts';

/**
 * The one way Debut writes an amount of money (prices, salaries, payments), in the web app and on the
 * server's public pages alike: `Intl.NumberFormat` with style currency in the reader's language, so
 * every screen says "200 ₽" in Russian, "₽200" in English, "200 ₽" in German and Arabic digits in
 * Arabic — never a hand-made "200 roubles". Whole amounts show no cents ("$2", not "$2.00"); a
 * fractional one keeps the currency's digits. An unknown currency code falls back to "200 XYZ".
 */
export function formatMoney(
  language: string,
  amount: number,
  currency: string,
  /** `code` writes "2 USD" where SPEC.md asks for the code, not the sign (the approximate fee). */
  display: 'symbol' | 'code' = 'symbol',
): string {
  try {
    return moneyFormat(language, currency, Number.isInteger(amount), display).format(amount);
  } catch {
    return `${numberFormat(language).format(amount)} ${currency}`;
  }
}

function moneyFormat(
  language: string,
  currency: string,
  whole: boolean,
  display: 'symbol' | 'code',
): Intl.NumberFormat {
  return numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: display === 'code' ? 'code' : 'narrowSymbol',
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  });
}

/**
 * A salary range as the reader writes one ("1 000–1 500 €", "€1,000 – €1,500"): Intl's own range
 * format, which names the currency once where the language does; one amount when both ends are equal.
 */
export function formatMoneyRange(language: string, from: number, to: number, currency: string): string {
  if (to <= from) return formatMoney(language, from, currency);
  try {
    const whole = Number.isInteger(from) && Number.isInteger(to);
    return moneyFormat(language, currency, whole, 'symbol').formatRange(from, to);
  } catch {
    return `${formatMoney(language, from, currency)} – ${formatMoney(language, to, currency)}`;
  }
}
