import { getCountry } from 'countries-and-timezones';

/** Where the board's home market lives (prices in roubles): the zone of an account without a country. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/**
 * The zone most of a country's people live in, where the data lists several: the library lists zones
 * alphabetically (Russia's first is Asia/Anadyr), so the countries spread over many zones are named.
 */
const MAIN_ZONE: Record<string, string> = {
  RU: 'Europe/Moscow',
  US: 'America/New_York',
  CA: 'America/Toronto',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  AU: 'Australia/Sydney',
  KZ: 'Asia/Almaty',
  ID: 'Asia/Jakarta',
  CN: 'Asia/Shanghai',
  AR: 'America/Argentina/Buenos_Aires',
  UA: 'Europe/Kyiv',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  CL: 'America/Santiago',
  MN: 'Asia/Ulaanbaatar',
  UZ: 'Asia/Tashkent',
  CD: 'Africa/Kinshasa',
};

/** The main time zone of an ISO 3166-1 alpha-2 country, for the morning a digest goes out. */
export function countryTimeZone(country: string | null | undefined): string {
  if (!country) return DEFAULT_TIME_ZONE;
  const code = country.toUpperCase();
  return MAIN_ZONE[code] ?? getCountry(code)?.timezones[0] ?? DEFAULT_TIME_ZONE;
}
