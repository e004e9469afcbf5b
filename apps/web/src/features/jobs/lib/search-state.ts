import {
  EMPLOYMENT_TYPES,
  JOB_LIMITS,
  RADIUS_KM_MAX,
  SCHEDULES,
  type TEmploymentType,
  type TSchedule,
} from '@debut/contract/jobs';

/** The search lives in the URL under these names (shareable, survives a reload). */
export const SEARCH_FIELDS = [
  'q',
  'sort',
  'lat',
  'lng',
  'radiusKm',
  'category',
  'schedule',
  'employmentType',
  'salaryMin',
  // The chosen place's name as the Where box shows it (the point itself is lat/lng).
  'where',
  // 'off': the seeker cleared "near my country"; the first page is not ordered from it.
  'near',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * `?lng=` is the interface language (SPEC.md §4 detection order), so longitude travels as `lon` in
 * the address bar while the state and the API keep calling it `lng`.
 */
const URL_NAMES: Partial<Record<SearchField, string>> = { lng: 'lon' };
export const urlName = (field: SearchField): string => URL_NAMES[field] ?? field;

/** The raw text of each field as the URL holds it; '' when absent. */
export type SearchState = Record<SearchField, string>;

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
  salaryMin?: number;
}

/** Coordinates go into the URL with four decimals (about 11 m): short links, no false precision. */
export const COORDINATE_DECIMALS = 4;

export function readSearchState(params: URLSearchParams): SearchState {
  const state = {} as SearchState;
  for (const field of SEARCH_FIELDS) state[field] = params.get(urlName(field)) ?? '';
  return state;
}

/** A copy of `params` with `changes` applied; an empty value removes its parameter. */
export function writeSearchState(params: URLSearchParams, changes: Partial<SearchState>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(changes) as [SearchField, string | undefined][]) {
    if (value) next.set(urlName(field), value);
    else next.delete(urlName(field));
  }
  return next;
}

/** Every search field removed; parameters that are not the search's stay. */
export function clearSearchState(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of SEARCH_FIELDS) next.delete(urlName(field));
  return next;
}

function toNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(COORDINATE_DECIMALS)));
}

/** The chosen point, when both coordinates are present and in range. */
export function readPoint(state: Pick<SearchState, 'lat' | 'lng'>): SearchPoint | null {
  const lat = toNumber(state.lat);
  const lng = toNumber(state.lng);
  if (lat === undefined || lng === undefined) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The radius in km when the text is one the server accepts (> 0 and ≤ 1000). */
export function readRadius(text: string): number | undefined {
  const value = toNumber(text);
  return value !== undefined && value > 0 && value <= RADIUS_KM_MAX ? value : undefined;
}

/** True when something is typed that is not a valid radius. */
export function radiusInvalid(text: string): boolean {
  return text.trim() !== '' && readRadius(text) === undefined;
}

function readSalaryMin(text: string): number | undefined {
  const value = toNumber(text);
  return value !== undefined && Number.isInteger(value) && value >= 0 && value <= JOB_LIMITS.salary.max
    ? value
    : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string): T | undefined {
  return (values as readonly string[]).includes(text) ? (text as T) : undefined;
}

/**
 * The request for a URL state: invalid values are left out rather than sent for a 400, and the
 * radius goes only with a point.
 */
export function toSearchQuery(state: SearchState): JobSearchQuery {
  const query: JobSearchQuery = {};
  const q = state.q.trim().slice(0, 200);
  if (q) query.q = q;
  if (state.sort === 'date') query.sort = 'date';
  const point = readPoint(state);
  if (point) {
    query.lat = point.lat;
    query.lng = point.lng;
    const radiusKm = readRadius(state.radiusKm);
    if (radiusKm !== undefined) query.radiusKm = radiusKm;
  }
  const category = state.category.trim().slice(0, 80);
  if (category) query.category = category;
  const schedule = oneOf(SCHEDULES, state.schedule);
  if (schedule) query.schedule = schedule;
  const employmentType = oneOf(EMPLOYMENT_TYPES, state.employmentType);
  if (employmentType) query.employmentType = employmentType;
  const salaryMin = readSalaryMin(state.salaryMin);
  if (salaryMin !== undefined) query.salaryMin = salaryMin;
  return query;
}

/** The value of `near` that turns the country's point off. */
export const NEAR_OFF = 'off';

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
  return SEARCH_FIELDS.some((field) => state[field] !== '');
}
