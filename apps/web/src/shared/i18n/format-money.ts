/**
 * The one way Debut writes an amount of money (prices, salaries, payments): `Intl.NumberFormat` with
 * style currency in the reader's language, so every screen says "200 ₽" in Russian, "RUB 200" or
 * "₽200" in English, "200 ₽" in German and Arabic digits in Arabic — never a hand-made "200 roubles".
 * Whole amounts show no cents ("$2", not "$2.00"); a fractional one keeps the currency's digits.
 * An unknown currency code falls back to "200 XYZ".
 */
export function formatMoney(language: string, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language).format(amount)} ${currency}`;
  }
}
