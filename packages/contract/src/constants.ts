/** Every interface language with a catalogue (DESIGN.md §9). */
export const LANGUAGES = [
  'en',
  'ru',
  'es',
  'fr',
  'de',
  'cs',
  'hu',
  'it',
  'sv',
  'pl',
  'pt',
  'ar',
  'hi',
  'zh',
  'ja',
] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The languages the selector offers (SPEC.md §1). */
export const SELECTOR_LANGUAGES = ['ru', 'en', 'es', 'fr', 'de'] as const satisfies readonly TLanguage[];

export const FALLBACK_LANGUAGE: TLanguage = 'en';
export const RTL_LANGUAGES: readonly TLanguage[] = ['ar'];

/** Local storage keys (SPEC.md §9), word for word. */
export const STORAGE_KEYS = {
  token: 'token',
  favorites: 'favorites',
  language: 'i18nextLng',
  /** The profile being written (/profile/resume), kept until saved or signed out (DESIGN.md §13.3). */
  resumeDraft: 'resumeDraft',
  /** The company last chosen in the job form, preselected in the next new job (DESIGN.md §14.1). */
  lastCompanyId: 'lastCompanyId',
} as const;

/** Real-time channel and socket path (SPEC.md §9, DESIGN.md §6). */
export const REALTIME_CHANNEL = 'vacancies';
export const REALTIME_PATH = '/api/realtime';

/** Real-time client defaults (SPEC.md §9). */
export const REALTIME_CLIENT = {
  timeoutMs: 5000,
  reconnectionDelayMs: 500,
  reconnectionDelayMaxMs: 20000,
  serverPingTimeoutMs: 10000,
} as const;

/** Password bounds (DESIGN.md §8, ASVS 5.0 §6.2). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const DISPLAY_NAME_MAX = 80;

/** Time a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 30;
/** Time an e-mail confirmation link stays valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
/** Sliding lifetime of a session. */
export const SESSION_TTL_DAYS = 30;

/** Redirect to login after a password reset (SPEC.md §9). */
export const RESET_REDIRECT_MS = 2000;

/** Lazy-screen chunk load timeout (SPEC.md §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Posting fee defaults (SPEC.md §9). */
export const DEFAULT_PRICE_RUB = 200;
export const DEFAULT_PRICE_USD_APPROX = 2;
/** LISTING_DAYS when unset: how long a publication stays live. */
export const DEFAULT_LISTING_DAYS = 30;
