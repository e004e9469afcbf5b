/**
 * SPEC.md §2: a price passed in navigation state keeps only its digits ("200 ₽" → "200");
 * anything without a digit falls back to `fallback`.
 */
export function priceDigits(value: unknown, fallback: number): number {
  // A number is taken as it is: 2.5 dollars must not become 25.
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : fallback;
  if (typeof value !== 'string') return fallback;
  const digits = String(value).replace(/\D/g, '');
  return digits === '' ? fallback : Number(digits);
}

/** What My jobs may pass when it opens the payment summary (`location.state`). */
export interface PriceState {
  price?: unknown;
  priceUsd?: unknown;
}

export function readPriceState(state: unknown): PriceState {
  if (typeof state !== 'object' || state === null) return {};
  const { price, priceUsd } = state as Record<string, unknown>;
  return { price, priceUsd };
}
