import path from 'node:path';
import { INSTANT_MAIL_MINUTES } from '@debut/contract/alerts';
import { YOOMONEY_QUICKPAY_URL } from '@debut/contract/payments';
import { z } from 'zod';
import { DEFAULT_PRICE_RUB, DEFAULT_PRICE_USD_APPROX } from '@debut/contract/constants';
import { ZPaymentProvider } from '@debut/contract/config';
import { DEFAULT_WEB_DIST } from '../paths.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], hint: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: hint },
  );

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL such as https://debut.example'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// connection URL'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'a redis:// URL'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3).default('Debut <no-reply@debut.local>'),
  /** How many alert mails a minute the SMTP server takes (providers cap senders; the outbox waits). */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** How often a node looks for owed mails and notifications in the outbox (DESIGN.md §14.0). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** The first retry's wait of an outbox entry that failed; each next one doubles, up to an hour. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /** An instant alert's mail gathers this many minutes of matches (DESIGN.md §13.1: 15). */
  ALERT_INSTANT_MAIL_MINUTES: z.coerce.number().int().min(0).max(1440).default(INSTANT_MAIL_MINUTES),
  /** How often the alert mail run looks for due alerts. */
  ALERT_DIGEST_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PAYMENT_PROVIDER: ZPaymentProvider.default('sandbox'),
  YOOMONEY_RECEIVER: optionalString,
  YOOMONEY_NOTIFICATION_SECRET: optionalString,
  YOOMONEY_FEE_PERCENT: z.coerce.number().min(0).max(10).default(3),
  PRICE_RUB: z.coerce.number().int().positive().default(DEFAULT_PRICE_RUB),
  PRICE_USD_APPROX: z.coerce.number().positive().default(DEFAULT_PRICE_USD_APPROX),
  ADMIN_EMAILS: z.string().default(''),
  LISTING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  MAP_TILE_URL: z.string().trim().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  CORS_ORIGINS: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Also check every answer against its zod schema (the tests do; decision 065). */
  RESPONSE_CHECKS: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: optionalString,
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  SEARCH_INDEX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  WEB_DIST: optionalString,
  GEOCODER_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL of a Photon or Nominatim server'),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRatePerMinute: number;
  outbox: { pollMs: number; retryBaseMs: number };
  alerts: { instantMailMinutes: number; digestEverySeconds: number };
  /** How long identical searches share one result (0: every search runs its query). */
  searchCacheSeconds: number;
  /** How long a rendered company page is served again (0: every visit renders it); changes clear it. */
  publicPageCacheSeconds: number;
  /** The node's in-process text index (decision 052): whether it runs, how often it reads changes. */
  searchIndex: { enabled: boolean; pollMs: number };
  /** When set, /api/metrics answers only `Authorization: Bearer <token>` (a Prometheus scrape). */
  metricsToken: string | undefined;
  /** How long a publication stays live, and how many days before its end the owner is reminded. */
  listing: { days: number; reminderDays: number };
  payment: {
    provider: z.infer<typeof ZPaymentProvider>;
    yoomoneyReceiver: string | undefined;
    yoomoneySecret: string | undefined;
    /** The provider's fee the credited (signed) amount may fall short of the price by, in percent. */
    yoomoneyFeePercent: number;
    /** Where the donation page lives for this provider (DESIGN.md §7); the web app adds the rest. */
    donationUrl: string;
  };
  price: { rub: number; usdApprox: number };
  adminEmails: ReadonlySet<string>;
  mapTileUrl: string;
  corsOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
  /** Every answer is also checked against its zod schema (RESPONSE_CHECKS, on in the tests). */
  checkResponses: boolean;
  /** Where the built web app lives; absent in API-only test runs. */
  webDist: string;
  /** A Photon or Nominatim server for street addresses; unset: the built-in gazetteer only. */
  geocoderUrl: string | undefined;
}

/** Thrown with a one-line message that names the variable (DESIGN.md §12). */
export class ConfigError extends Error {}

/**
 * The donation page of the configured provider: YooMoney's quickpay form for the wallet (its number
 * is public in every quickpay link; the web app adds label, sum and return page), else our sandbox.
 */
function donationUrl(
  provider: z.infer<typeof ZPaymentProvider>,
  yoomoneyReceiver: string | undefined,
  publicUrl: string,
): string {
  if (provider !== 'yoomoney') return `${publicUrl}/sandbox/donate`;
  const url = new URL(YOOMONEY_QUICKPAY_URL);
  url.searchParams.set('receiver', yoomoneyReceiver ?? '');
  return url.toString();
}

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got === undefined ? '' : ` (got "${got}")`}`,
    );
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'yoomoney' && (!e.YOOMONEY_RECEIVER || !e.YOOMONEY_NOTIFICATION_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: YOOMONEY_RECEIVER and YOOMONEY_NOTIFICATION_SECRET are required when PAYMENT_PROVIDER=yoomoney',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    outbox: { pollMs: e.OUTBOX_POLL_MS, retryBaseMs: e.OUTBOX_RETRY_BASE_MS },
    alerts: {
      instantMailMinutes: e.ALERT_INSTANT_MAIL_MINUTES,
      digestEverySeconds: e.ALERT_DIGEST_EVERY_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    publicPageCacheSeconds: e.PUBLIC_PAGE_CACHE_SECONDS,
    searchIndex: { enabled: e.SEARCH_INDEX === 'on', pollMs: e.SEARCH_INDEX_POLL_MS },
    listing: { days: e.LISTING_DAYS, reminderDays: e.EXPIRY_REMINDER_DAYS },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      yoomoneyReceiver: e.YOOMONEY_RECEIVER,
      yoomoneySecret: e.YOOMONEY_NOTIFICATION_SECRET,
      yoomoneyFeePercent: e.YOOMONEY_FEE_PERCENT,
      donationUrl: donationUrl(e.PAYMENT_PROVIDER, e.YOOMONEY_RECEIVER, publicUrl),
    },
    price: { rub: e.PRICE_RUB, usdApprox: e.PRICE_USD_APPROX },
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
    mapTileUrl: e.MAP_TILE_URL,
    corsOrigins: (e.CORS_ORIGINS ?? publicUrl)
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    checkResponses: e.RESPONSE_CHECKS === 'true',
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    geocoderUrl: e.GEOCODER_URL,
  };
}
