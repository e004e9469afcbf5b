import type { TLanguage } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';
import { bestName, type PlaceNames } from './best-name.ts';
import { normalizePlaceName } from './normalize.ts';
import { isInScript, scriptOf } from './scripts.ts';

/** One first-level division as GeoNames names it: `CC.code` → English name. */
export interface Admin1 {
  code: string;
  name: string;
}

/** A name per interface language, where it differs from GeoNames' English one. */
export type LanguageNames = Partial<Record<TLanguage, string>>;

/**
 * Language-tagged names (scripts/place-names.mjs, decision 034): first-level divisions by GeoNames
 * admin1 code (Natural Earth's Wikidata labels) and cities by GeoNames id (CLDR's exemplar cities).
 */
export interface PlaceNameTable {
  regions: Record<string, LanguageNames>;
  places: Record<string, LanguageNames>;
}

const NO_NAMES: PlaceNameTable = { regions: {}, places: {} };

/**
 * The world's places (GeoNames cities500) in a compact, query-ready form: every distinct folded
 * name of every place sorted in one string with offsets, so a prefix is one binary search away and
 * a typo search walks the sorted names like a trie. Plain arrays of numbers and two big strings keep
 * the heap small (decision 012 has the figures).
 */
export interface GazetteerIndex {
  search(query: string, lang: TLanguage, limit: number): TPlace[];
  /**
   * For each point, the most populous place within `maxKm` (the town a group of vacancies is in),
   * named in the reader's language; null where there is none.
   */
  nearest(points: readonly { lat: number; lng: number }[], lang: TLanguage, maxKm: number): (TPlace | null)[];
  readonly placeCount: number;
  readonly nameCount: number;
}

// GeoNames' tab-separated columns.
const COL = {
  id: 0,
  name: 1,
  ascii: 2,
  alternates: 3,
  lat: 4,
  lng: 5,
  country: 8,
  admin1: 10,
  population: 14,
};

/** Builds the index from the text of cities500.txt and GeoNames' admin1 names. */
export function buildGazetteerIndex(
  text: string,
  admin1: readonly Admin1[],
  tagged: PlaceNameTable = NO_NAMES,
): GazetteerIndex {
  const regionIds = new Map<string, number>();
  const regionNames: string[] = [];
  const regionLanguageNames: (LanguageNames | undefined)[] = [];
  for (const { code, name } of admin1) {
    regionIds.set(code, regionNames.length);
    regionNames.push(name);
    regionLanguageNames.push(tagged.regions[code]);
  }
  // A few hundred places only: a map from place number beats a column on every place.
  const placeLanguageNames = new Map<number, LanguageNames>();

  const lat: number[] = [];
  const lng: number[] = [];
  const population: number[] = [];
  const country: string[] = [];
  const region: number[] = [];
  const placeTexts: string[] = [];
  // Each entry is `name\0place`: the engine's own string sort (no comparator call per pair) orders
  // them by name, since \0 sorts before every letter, and carries the place along.
  const entries: string[] = [];

  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const fields = text.slice(start, end).split('\t');
    start = end + 1;
    const name = fields[COL.name];
    const latitude = Number(fields[COL.lat]);
    const longitude = Number(fields[COL.lng]);
    const countryCode = fields[COL.country] ?? '';
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude) || countryCode.length !== 2)
      continue;
    const ascii = fields[COL.ascii] ?? name;
    const alternates = fields[COL.alternates] ?? '';
    const place = lat.length;
    const taggedNames = tagged.places[fields[COL.id] ?? ''];
    if (taggedNames) placeLanguageNames.set(place, taggedNames);
    lat.push(latitude);
    lng.push(longitude);
    population.push(Number(fields[COL.population]) || 0);
    country.push(countryCode);
    region.push(regionIds.get(`${countryCode}.${fields[COL.admin1] ?? ''}`) ?? -1);
    placeTexts.push(`${name}\t${ascii}\t${alternates}`);
    const keys = new Set<string>([normalizePlaceName(name), normalizePlaceName(ascii)]);
    if (alternates) for (const alternate of alternates.split(',')) keys.add(normalizePlaceName(alternate));
    for (const key of keys) if (key !== '') entries.push(`${key}\0${place}`);
  }

  entries.sort();
  const keyPlace = new Uint32Array(entries.length);
  const sortedKeys = entries.map((entry, index) => {
    const separator = entry.lastIndexOf('\0');
    keyPlace[index] = Number(entry.slice(separator + 1));
    return entry.slice(0, separator);
  });
  // Joined strings are flat copies: nothing keeps the 32 MB source text alive afterwards.
  const keys = sortedKeys.join('\n');
  const keyStart = new Uint32Array(sortedKeys.length + 1);
  let offset = 0;
  sortedKeys.forEach((key, index) => {
    keyStart[index] = offset;
    offset += key.length + 1;
  });
  keyStart[sortedKeys.length] = offset;

  const names = placeTexts.join('\n');
  const placeStart = new Uint32Array(placeTexts.length + 1);
  offset = 0;
  placeTexts.forEach((entry, index) => {
    placeStart[index] = offset;
    offset += entry.length + 1;
  });
  placeStart[placeTexts.length] = offset;

  return createSearch({
    keys,
    keyStart,
    keyPlace,
    names,
    placeStart,
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
    population: Float64Array.from(population),
    country,
    region: Int32Array.from(region),
    regionNames,
    regionLanguageNames,
    placeLanguageNames,
  });
}

interface Tables {
  keys: string;
  keyStart: Uint32Array;
  keyPlace: Uint32Array;
  names: string;
  placeStart: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
  population: Float64Array;
  country: string[];
  region: Int32Array;
  regionNames: string[];
  regionLanguageNames: (LanguageNames | undefined)[];
  placeLanguageNames: Map<number, LanguageNames>;
}

interface Candidate {
  place: number;
  score: number;
}

/** Typo search runs only when prefixes found fewer places than asked, and only for words this long. */
const TYPO_MIN_LENGTH = 4;
const TYPO_TWO_EDITS_LENGTH = 8;
/** Each edit divides a place's weight by this, so a near miss on a metropolis still beats a hamlet. */
const EDIT_PENALTY = 100;
/** A name that equals what was typed counts as this many times its population. */
const EXACT_BONUS = 10;

function createSearch(t: Tables): GazetteerIndex {
  const keyCount = t.keyPlace.length;
  const keyLength = (index: number) => (t.keyStart[index + 1] ?? 0) - (t.keyStart[index] ?? 0) - 1;
  /** The code unit at `position` of key `index`, or -1 past its end. */
  const charAt = (index: number, position: number) =>
    position < keyLength(index) ? t.keys.charCodeAt((t.keyStart[index] ?? 0) + position) : -1;

  /** First key ≥ the prefix, in [lo, hi). */
  const lowerBound = (prefix: string, lo: number, hi: number) => {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareToPrefix(mid, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** First key that neither equals nor starts with the prefix, in [lo, hi). */
  const prefixEnd = (prefix: string, lo: number, hi: number) => {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareToPrefix(mid, prefix) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** <0: key sorts before every key with the prefix; 0: key starts with it; >0: after. */
  const compareToPrefix = (index: number, prefix: string) => {
    const base = t.keyStart[index] ?? 0;
    const length = keyLength(index);
    for (let position = 0; position < prefix.length; position++) {
      if (position >= length) return -1;
      const difference = t.keys.charCodeAt(base + position) - prefix.charCodeAt(position);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  /** First index in [lo, hi) whose code unit at `position` is above `code` (keys there share the prefix before it). */
  const groupEnd = (code: number, position: number, lo: number, hi: number) => {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (charAt(mid, position) <= code) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Keeps the best `limit` places, one entry per place. */
  const collector = (limit: number) => {
    const best: Candidate[] = [];
    return {
      best,
      offer(place: number, score: number) {
        const last = best[best.length - 1];
        if (best.length >= limit && last && score <= last.score) return;
        const existing = best.findIndex((candidate) => candidate.place === place);
        if (existing !== -1) {
          if ((best[existing]?.score ?? 0) >= score) return;
          best.splice(existing, 1);
        }
        let at = best.length;
        while (at > 0 && (best[at - 1]?.score ?? 0) < score) at--;
        best.splice(at, 0, { place, score });
        if (best.length > limit) best.pop();
      },
    };
  };

  const weight = (place: number) => (t.population[place] ?? 0) + 1;

  /**
   * Walks the sorted keys as a trie, carrying one Levenshtein row per depth, and offers every place
   * whose name starts with something within `maxEdits` edits of the query.
   */
  const typoSearch = (query: string, maxEdits: number, offer: (place: number, score: number) => void) => {
    const size = query.length;
    const rows = Array.from({ length: size + maxEdits + 2 }, () => new Int32Array(size + 1));
    const first = rows[0];
    if (!first) return;
    for (let j = 0; j <= size; j++) first[j] = j;
    const walk = (lo: number, hi: number, depth: number) => {
      const previous = rows[depth];
      const row = rows[depth + 1];
      if (!previous || !row) return;
      let index = lo;
      while (index < hi && keyLength(index) === depth) index++;
      while (index < hi) {
        const code = charAt(index, depth);
        const end = groupEnd(code, depth, index, hi);
        row[0] = depth + 1;
        let smallest = row[0];
        for (let j = 1; j <= size; j++) {
          const cost = query.charCodeAt(j - 1) === code ? 0 : 1;
          row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
          smallest = Math.min(smallest, row[j] ?? 0);
        }
        const distance = row[size] ?? maxEdits + 1;
        if (distance <= maxEdits) {
          const divisor = EDIT_PENALTY ** distance;
          for (let key = index; key < end; key++) {
            const place = t.keyPlace[key] ?? 0;
            offer(place, weight(place) / divisor);
          }
        } else if (smallest <= maxEdits && depth + 1 < size + maxEdits) {
          walk(index, end, depth + 1);
        }
        index = end;
      }
    };
    {
      // Edits in the first letter are rare and would make the walk visit most of the index.
      const head = query.slice(0, 1);
      const lo = lowerBound(head, 0, keyCount);
      const hi = prefixEnd(head, lo, keyCount);
      const row = rows[1];
      if (!row) return;
      const code = query.charCodeAt(0);
      row[0] = 1;
      for (let j = 1; j <= size; j++) {
        const cost = query.charCodeAt(j - 1) === code ? 0 : 1;
        row[j] = Math.min((first[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (first[j - 1] ?? 0) + cost);
      }
      walk(lo, hi, 1);
    }
  };

  const present = (place: number, query: string, typedRaw: string, lang: TLanguage): TPlace => {
    const entry = t.names.slice(t.placeStart[place] ?? 0, (t.placeStart[place + 1] ?? 1) - 1);
    const [name = '', asciiName = '', alternateText = ''] = entry.split('\t');
    const alternates = alternateText ? alternateText.split(',') : [];
    const country = t.country[place] ?? '';
    const script = scriptOf(lang);
    // A name tagged with the reader's language beats any choice by script (decision 034).
    const regionId = t.region[place] ?? -1;
    const regionName = regionId >= 0 ? t.regionLanguageNames[regionId]?.[lang] : undefined;
    const preferred =
      t.placeLanguageNames.get(place)?.[lang] ??
      // A city named like its region (Saint Petersburg, Beijing) carries the region's tag when GeoNames
      // lists that very spelling among the city's own names.
      // Chinese and Japanese division names end in 市/省/県, which the city's own name does not.
      (regionName !== undefined && script !== 'han' && script !== 'kana' && alternates.includes(regionName)
        ? regionName
        : undefined) ??
      untaggedName({ name, asciiName, alternates, country }, lang) ??
      (script === 'latin' || isInScript(name, 'latin') ? name : asciiName);
    let shown = preferred;
    if (!normalizePlaceName(shown).startsWith(query)) {
      // What the person typed, when it is a spelling in their script ("München", "Питер").
      const typedLower = typedRaw.toLocaleLowerCase();
      const spellings = [name, ...alternates].filter(
        (candidate) => isInScript(candidate, script) && normalizePlaceName(candidate).startsWith(query),
      );
      // "Münch" shows München rather than the folded Munchen.
      const typed =
        spellings.find((candidate) => candidate.toLocaleLowerCase().startsWith(typedLower)) ?? spellings[0];
      if (typed) shown = typed;
    }
    return {
      name: shown,
      region:
        regionId >= 0 ? (t.regionLanguageNames[regionId]?.[lang] ?? t.regionNames[regionId] ?? null) : null,
      country,
      lat: t.lat[place] ?? 0,
      lng: t.lng[place] ?? 0,
    };
  };

  // Every public vacancy page asks for the place nearest its job: a scan of all places cost ~1 ms of
  // the worker's time per page (issue 28), the cells around the point a few microseconds.
  const grid = buildPlaceGrid(t.lat, t.lng);

  return {
    placeCount: t.lat.length,
    nameCount: keyCount,
    search(rawQuery, lang, limit) {
      const query = normalizePlaceName(rawQuery);
      if (query === '') return [];
      const found = collector(limit);
      const lo = lowerBound(query, 0, keyCount);
      const hi = prefixEnd(query, lo, keyCount);
      for (let key = lo; key < hi; key++) {
        const place = t.keyPlace[key] ?? 0;
        found.offer(place, weight(place) * (keyLength(key) === query.length ? EXACT_BONUS : 1));
      }
      if (found.best.length < limit && query.length >= TYPO_MIN_LENGTH) {
        typoSearch(query, query.length >= TYPO_TWO_EDITS_LENGTH ? 2 : 1, found.offer);
      }
      return found.best.map((candidate) => present(candidate.place, query, rawQuery.trim(), lang));
    },
    nearest(points, lang, maxKm) {
      const dLat = maxKm / KM_PER_DEGREE;
      return points.map(({ lat, lng }) => {
        const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
        let best = -1;
        grid.visit(lat, lng, dLat, Math.min(dLat / cosLat, 180), (place) => {
          const placeLat = t.lat[place] ?? 0;
          const x = ((t.lng[place] ?? 0) - lng) * cosLat;
          const y = placeLat - lat;
          if (Math.sqrt(x * x + y * y) * KM_PER_DEGREE > maxKm) return;
          if (best === -1 || (t.population[place] ?? 0) > (t.population[best] ?? 0)) best = place;
        });
        return best === -1 ? null : present(best, '', '', lang);
      });
    },
  };
}

/**
 * Countries whose own language is an interface language written in a non-Latin script: GeoNames'
 * spellings in that script of a place there are the language's own (decision 040).
 */
const OWN_LANGUAGE_COUNTRIES: Partial<Record<TLanguage, ReadonlySet<string>>> = {
  ru: new Set(['RU']),
  // The Arab League's members, where Arabic is the official language.
  ar: new Set('AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE'.split(' ')),
  hi: new Set(['IN']),
  zh: new Set(['CN', 'TW', 'HK', 'MO', 'SG']),
  ja: new Set(['JP']),
};

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * GeoNames' untagged spellings are used only where they cannot be another language's: for a place
 * in a country that speaks the reader's language (a Russian town to a Russian reader), and in kana,
 * which only Japanese writes. Elsewhere a Cyrillic or Arabic spelling may be Serbian's "Минхен" or
 * Persian's, so the reader gets the place's own Latin name (decision 040).
 */
function untaggedName(place: PlaceNames, lang: TLanguage): string | null {
  const script = scriptOf(lang);
  const chosen = bestName(place, script);
  if (OWN_LANGUAGE_COUNTRIES[lang]?.has(place.country) ?? true) return chosen;
  return script === 'kana' && chosen !== null && KANA.test(chosen) ? chosen : null;
}

/** Places by one-degree cell of latitude and longitude, for the scans near a point. */
export interface PlaceGrid {
  /** Calls `each` with every place in the cells within `dLat` and `dLng` degrees of the point. */
  visit(lat: number, lng: number, dLat: number, dLng: number, each: (place: number) => void): void;
}

const GRID_ROWS = 180;
const GRID_COLUMNS = 360;

export function buildPlaceGrid(lat: Float64Array, lng: Float64Array): PlaceGrid {
  const cells = GRID_ROWS * GRID_COLUMNS;
  const row = (value: number) => Math.min(GRID_ROWS - 1, Math.max(0, Math.floor(value + 90)));
  const wrap = (column: number) => ((column % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
  const cellOf = (place: number) =>
    row(lat[place] ?? 0) * GRID_COLUMNS + wrap(Math.floor((lng[place] ?? 0) + 180));
  // A counting sort: each cell's places sit together in `places`, from cellStart[cell].
  const cellStart = new Uint32Array(cells + 1);
  for (let place = 0; place < lat.length; place++) {
    const slot = cellOf(place) + 1;
    cellStart[slot] = (cellStart[slot] ?? 0) + 1;
  }
  for (let cell = 0; cell < cells; cell++)
    cellStart[cell + 1] = (cellStart[cell + 1] ?? 0) + (cellStart[cell] ?? 0);
  const next = cellStart.slice(0, cells);
  const places = new Uint32Array(lat.length);
  for (let place = 0; place < lat.length; place++) {
    const cell = cellOf(place);
    const at = next[cell] ?? 0;
    places[at] = place;
    next[cell] = at + 1;
  }
  return {
    visit(pointLat, pointLng, dLat, dLng, each) {
      const wholeRow = dLng >= 180;
      const first = wholeRow ? 0 : Math.floor(pointLng - dLng + 180);
      const last = wholeRow ? GRID_COLUMNS - 1 : Math.floor(pointLng + dLng + 180);
      for (let r = row(pointLat - dLat); r <= row(pointLat + dLat); r++) {
        for (let c = first; c <= last; c++) {
          const cell = r * GRID_COLUMNS + wrap(c);
          const end = cellStart[cell + 1] ?? 0;
          for (let at = cellStart[cell] ?? 0; at < end; at++) each(places[at] ?? 0);
        }
      }
    },
  };
}

/** Kilometres per degree of latitude (and of longitude at the equator), close enough for a town's reach. */
const KM_PER_DEGREE = 111.195;
