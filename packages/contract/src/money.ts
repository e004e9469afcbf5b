/**
 * The one way Debut writes an amount of money (prices, salaries, payments), in the web app and on the
 * server's public pages alike: `Intl.NumberFormat` with style currency in the reader's language, so
 * every screen says "200 ₽" in Russian, "₽200" in English, "200 ₽" in German and Arabic digits in
 * Arabic — never a hand-made "200 roubles". Whole amounts show no cents ("$2", not "$2.00"); a
 * fractional one keeps the currency's digits. An unknown currency code falls back to "200 XYZ".
 */
export function formatMoney(language: string, amount: number, currency: string): string {
  try {
    return moneyFormat(language, currency, Number.isInteger(amount)).format(amount);
  } catch {
    return `${numberFormat(language).format(amount)} ${currency}`;
  }
}

// Building a formatter costs far more than using one (tens of microseconds against one or two): a
// server page or a list of a hundred salaries builds each kind once.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${language}|${currency}|${whole ? 'whole' : 'exact'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** The plain number format of a language, made once (a digest formats thousands). */
export function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}
