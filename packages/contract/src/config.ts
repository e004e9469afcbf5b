import { z } from 'zod';
import { LANGUAGES, SELECTOR_LANGUAGES } from './constants.ts';

export const ZPaymentProvider = z.enum(['sandbox', 'yoomoney']);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** Public client configuration (SPEC.md §7, DESIGN.md §4 `GET /config`). */
export const ZClientConfig = z.object({
  price: z.object({ amount: z.number(), currency: z.string(), approxUsd: z.number() }),
  /** How many days a publication stays live (LISTING_DAYS). */
  listingDays: z.number().int().positive(),
  payment: z.object({ provider: ZPaymentProvider, donationUrl: z.string() }),
  realtime: z.object({ path: z.string() }).nullable(),
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  languages: z.array(z.enum(LANGUAGES)),
  selectorLanguages: z.array(z.enum(SELECTOR_LANGUAGES)),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export const ZHealth = z.object({ status: z.literal('ok') });
export const ZReady = z.object({ status: z.enum(['ready', 'unavailable']) });
/** `GET /metrics`: Prometheus' text format. */
export const ZMetricsText = z.string();
