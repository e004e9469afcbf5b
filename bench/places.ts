// Place search figures for decision 012: index build time and memory, and the latency of a few
// hundred varied queries (prefixes in several scripts, whole names, typos) straight on the index.
// Run: npx tsx bench/places.ts
import { readFileSync } from 'node:fs';
import type { TLanguage } from '@debut/contract/constants';
import { buildGazetteerIndex, type Admin1 } from '../apps/server/src/modules/places/gazetteer-index.ts';
import { gazetteerFiles } from '../apps/server/src/modules/places/gazetteer.ts';

const files = gazetteerFiles();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const index = buildGazetteerIndex(
  readFileSync(files.citiesFile, 'utf8'),
  JSON.parse(readFileSync(files.admin1File, 'utf8')) as Admin1[],
);
const buildMs = performance.now() - started;
globalThis.gc?.();
const memory = process.memoryUsage();

const names = [
  'Moscow',
  'Санкт-Петербург',
  'Berlin',
  'München',
  'Paris',
  'Saint-Étienne',
  'London',
  'New York',
  'Los Angeles',
  'São Paulo',
  'Ciudad de México',
  'Kraków',
  'Warszawa',
  'Praha',
  'Budapest',
  'Göteborg',
  'Milano',
  'Napoli',
  'Lisboa',
  'Porto',
  'القاهرة',
  'دبي',
  'मुंबई',
  'दिल्ली',
  '北京',
  '上海',
  '東京',
  '大阪',
  'Новосибирск',
  'Екатеринбург',
  'Казань',
  'Нижний Новгород',
  'Istanbul',
  'Ankara',
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Hamburg',
  'Köln',
  'Frankfurt am Main',
];
const typos = [
  'Moskwa',
  'Moskow',
  'Barselona',
  'Berlinn',
  'Pariss',
  'Lndon',
  'Novosibirks',
  'Krakov',
  'Mnchen',
  'Warshawa',
];
const langs: TLanguage[] = ['en', 'ru', 'de', 'ar', 'zh', 'ja', 'hi', 'fr'];
const queries: string[] = [];
for (const name of names)
  for (let length = 1; length <= Math.min(name.length, 8); length++) queries.push(name.slice(0, length));
queries.push(...typos, ...typos.map((typo) => typo.toLowerCase()));

const times: number[] = [];
queries.forEach((query, position) => {
  const lang = langs[position % langs.length] ?? 'en';
  const at = performance.now();
  index.search(query, lang, 8);
  times.push(performance.now() - at);
});
times.sort((a, b) => a - b);
const quantile = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
console.log(
  JSON.stringify(
    {
      places: index.placeCount,
      names: index.nameCount,
      buildMs: Math.round(buildMs),
      heapUsedMB: Math.round(memory.heapUsed / 1e6),
      rssGrowthMB: Math.round((memory.rss - rssBefore) / 1e6),
      queries: times.length,
      p50ms: quantile(0.5),
      p95ms: quantile(0.95),
      maxMs: (times.at(-1) ?? 0).toFixed(2),
    },
    null,
    2,
  ),
);
