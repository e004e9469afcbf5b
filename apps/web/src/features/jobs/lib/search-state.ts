import {
  createParser,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
  type UrlKeys,
} from 'nuqs';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_LIMITS,
  JOB_SORTS,
  POSTED_WITHIN_DAYS,
  RADIUS_KM_MAX,
  SCHEDULES,
  type TEmploymentType,
  type TExperience,
  type TPostedWithinDays,
  type TSchedule,
} from '@debut/contract/jobs';

/** Coordinates go into the URL with four decimals (about 11 m): short links, no false precision. */
export const COORDINATE_DECIMALS = 4;

/** Rounded as the URL keeps it, so the state, the request and a reload agree. */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/** A finite number from the URL's text, or null (nuqs then falls back to the default). */
function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number the server accepts, or null. Stricter than nuqs's `parseAsInteger`/`parseAsFloat`, which
 * read `12abc` as 12: a value the seeker did not write must not filter their results.
 */
const parseAsNumberWhere = (
  valid: (value: number) => boolean,
  serialize: (value: number) => string = String,
) =>
  createParser({
    parse: (text) => {
      const value = parseNumber(text);
      return value !== null && valid(value) ? value : null;
    },
    serialize,
  });

/** A coordinate within ±`limit`, written with COORDINATE_DECIMALS. */
const parseAsCoordinate = (limit: number) =>
  parseAsNumberWhere(
    (value) => Math.abs(value) <= limit,
    (value) => String(roundCoordinate(value)),
  );

const validRadius = (value: number) => value > 0 && value <= RADIUS_KM_MAX;

/** A salary the server accepts: a whole number from 0 to the contract's maximum. */
const validSalary = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= JOB_LIMITS.salary.max;

/** The radius in km when the text is one the server accepts (> 0 and ≤ RADIUS_KM_MAX). */
export function readRadius(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && validRadius(value) ? value : null;
}

/** The salary floor when the text is one the server accepts. */
export function readSalaryMin(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && validSalary(value) ? value : null;
}

/** True when something is typed that is not a valid radius. */
export function radiusInvalid(text: string): boolean {
  return text.trim() !== '' && readRadius(text) === null;
}

/** `text` when it is one of `values`, typed as such; null otherwise. */
export function oneOf<T extends string>(values: readonly T[], text: string): T | null {
  return values.find((value) => value === text) ?? null;
}

/** The value of `near` that turns the country's point off. */
export const NEAR_OFF = 'off';

/**
 * The search of /jobs as it lives in the URL (shareable, survives a reload), one typed parser per
 * parameter: a value that does not parse, or is out of the contract's range, reads as the default,
 * and a default is left out of the URL.
 */
export const searchParsers = {
  q: parseAsString.withDefault(''),
  sort: parseAsStringLiteral(JOB_SORTS).withDefault('default'),
  lat: parseAsCoordinate(90),
  lng: parseAsCoordinate(180),
  radiusKm: parseAsNumberWhere(validRadius),
  category: parseAsString.withDefault(''),
  schedule: parseAsStringLiteral(SCHEDULES),
  employmentType: parseAsStringLiteral(EMPLOYMENT_TYPES),
  experience: parseAsStringLiteral(EXPERIENCE_LEVELS),
  postedWithinDays: parseAsNumberLiteral(POSTED_WITHIN_DAYS),
  salaryMin: parseAsNumberWhere(validSalary),
  // Switches: "true" in the URL when on, as GET /jobs takes them; anything else reads as off.
  withSalary: parseAsStringLiteral(['true'] as const),
  paid: parseAsStringLiteral(['true'] as const),
  // The chosen place's name as the Where box shows it (the point itself is lat/lng).
  where: parseAsString.withDefault(''),
  // 'off': the seeker cleared "near my country"; the first page is not ordered from it.
  near: parseAsStringLiteral([NEAR_OFF]),
};

/**
 * `?lng=` is the interface language (SPEC.md §4 detection order), so longitude travels as `lon` in
 * the address bar while the state and the API keep calling it `lng`.
 */
export const searchUrlKeys: UrlKeys<typeof searchParsers> = { lng: 'lon' };

/** The search as the screen reads it: every field typed, defaults for what the URL lacks. */
export type SearchState = inferParserType<typeof searchParsers>;

/** A change to the search; null clears a field back to its default. */
export type SearchChanges = { [Field in keyof SearchState]?: SearchState[Field] | null };

/** The search with nothing chosen: what `hasSearch` compares with. */
export const EMPTY_SEARCH: SearchState = {
  q: '',
  sort: 'default',
  lat: null,
  lng: null,
  radiusKm: null,
  category: '',
  schedule: null,
  employmentType: null,
  experience: null,
  postedWithinDays: null,
  salaryMin: null,
  withSalary: null,
  paid: null,
  where: '',
  near: null,
};

export interface SearchPoint {
  lat: number;
  lng: number;
}

/** What `GET /jobs` receives: only valid values, nothing for defaults. */
export interface JobSearchQuery {
  q?: string;
  sort?: 'date';
  lat?: number;
  lng?: number;
  radiusKm?: number;
  category?: string;
  schedule?: TSchedule;
  employmentType?: TEmploymentType;
  experience?: TExperience;
  postedWithinDays?: TPostedWithinDays;
  salaryMin?: number;
  withSalary?: 'true';
  /** Paid internships only. */
  paid?: 'true';
}

/** The chosen point, when both coordinates are there. */
export function readPoint(state: Pick<SearchState, 'lat' | 'lng'>): SearchPoint | null {
  return state.lat === null || state.lng === null ? null : { lat: state.lat, lng: state.lng };
}

/** The request for a URL state: text is trimmed and bounded, and the radius goes only with a point. */
export function toSearchQuery(state: SearchState): JobSearchQuery {
  const query: JobSearchQuery = {};
  const q = state.q.trim().slice(0, 200);
  if (q) query.q = q;
  if (state.sort === 'date') query.sort = 'date';
  const point = readPoint(state);
  if (point) {
    query.lat = point.lat;
    query.lng = point.lng;
    if (state.radiusKm !== null) query.radiusKm = state.radiusKm;
  }
  const category = state.category.trim().slice(0, 80);
  if (category) query.category = category;
  if (state.schedule) query.schedule = state.schedule;
  if (state.employmentType) query.employmentType = state.employmentType;
  if (state.experience) query.experience = state.experience;
  if (state.postedWithinDays !== null) query.postedWithinDays = state.postedWithinDays;
  if (state.salaryMin !== null) query.salaryMin = state.salaryMin;
  if (state.withSalary === 'true') query.withSalary = 'true';
  if (state.paid === 'true') query.paid = 'true';
  return query;
}

/**
 * Without a point of their own, the seeker's country stands in: its largest place orders the
 * results nearest first, with no radius, so nothing is filtered out (issue 15 §4). Shown on screen.
 */
export function nearCountryPoint(state: SearchState, countryPoint: SearchPoint | null): SearchPoint | null {
  if (!countryPoint || readPoint(state) || state.near === NEAR_OFF) return null;
  return countryPoint;
}

/** The request with the country's point added when `nearCountryPoint` gives one. */
export function withCountryPoint(query: JobSearchQuery, point: SearchPoint | null): JobSearchQuery {
  return point ? { ...query, lat: point.lat, lng: point.lng } : query;
}

/** Whether any search field is set (the reset action has something to clear). */
export function hasSearch(state: SearchState): boolean {
  return (Object.keys(EMPTY_SEARCH) as (keyof SearchState)[]).some(
    (field) => state[field] !== EMPTY_SEARCH[field],
  );
}

/**
 * How many choices sit behind the phone's "Filters" button (all but the words, which stay in view):
 * a place counts once whether it was typed or clicked on the map, and its radius once more.
 */
export function activeFilterCount(state: SearchState): number {
  const place = readPoint(state) !== null || state.where.trim() !== '';
  return [
    place,
    state.radiusKm !== null,
    state.sort !== EMPTY_SEARCH.sort,
    state.category.trim() !== '',
    state.schedule !== null,
    state.employmentType !== null,
    state.experience !== null,
    state.postedWithinDays !== null,
    state.salaryMin !== null,
    state.withSalary !== null,
    state.paid !== null,
  ].filter(Boolean).length;
}
