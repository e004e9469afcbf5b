import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type TLanguage } from '@debut/contract/constants';
import {
  buildGazetteerIndex,
  type Admin1,
  type GazetteerIndex,
  type PlaceNameTable,
} from '../src/modules/places/gazetteer-index.ts';
import { gazetteerFiles } from '../src/modules/places/gazetteer.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Place names by the reader's language (issue 27 item 15, decision 034): the real gazetteer with the
// real language-tagged names, asked the way the public listing asks (the town at a point).
// Each row was read and checked by hand. A language's entry equal to the English one is marked
// SAME: the language writes it the English way. Natural Earth carries no name_cs: only the Czech
// Republic's own regions have Czech names (GeoNames' local name, decision 040), other regions are
// English to a Czech reader and marked CS_ENGLISH.

const SAME = Symbol('same as English');
const CS_ENGLISH = Symbol('no Czech name in the data: English');
// The data has no name tagged with this language (the real one is in the comment): the reader gets
// the English one, never another language's (decision 040).
const NO_NAME = Symbol('no name tagged with the language: English');
type Row = Record<TLanguage, string | typeof SAME | typeof CS_ENGLISH | typeof NO_NAME>;

let index: GazetteerIndex;

beforeAll(() => {
  const files = gazetteerFiles();
  index = buildGazetteerIndex(
    readFileSync(files.citiesFile, 'utf8'),
    JSON.parse(readFileSync(files.admin1File, 'utf8')) as Admin1[],
    JSON.parse(readFileSync(files.namesFile, 'utf8')) as PlaceNameTable,
  );
}, 180_000);

const at = (point: readonly [number, number], lang: TLanguage) => {
  const place = index.nearest([{ lat: point[0], lng: point[1] }], lang, 5)[0];
  if (!place) throw new Error(`no place at ${point.join(',')}`);
  return place;
};

const expected = (row: Row, lang: TLanguage) => {
  const value = row[lang];
  return typeof value === 'string' ? value : (row.en as string);
};

// Ten capitals: the city name.
const CAPITALS: [string, readonly [number, number], Row][] = [
  [
    'Paris',
    [48.8534, 2.3488],
    {
      en: 'Paris',
      ru: 'Париж',
      es: 'París',
      fr: SAME,
      de: SAME,
      cs: 'Paříž',
      hu: 'Párizs',
      it: 'Parigi',
      sv: SAME,
      pl: 'Paryż',
      pt: SAME,
      ar: 'باريس',
      hi: 'पेरिस',
      zh: '巴黎',
      ja: 'パリ',
    },
  ],
  [
    'Berlin',
    [52.5244, 13.4105],
    {
      en: 'Berlin',
      ru: 'Берлин',
      es: 'Berlín',
      fr: SAME,
      de: SAME,
      cs: 'Berlín',
      hu: SAME,
      it: 'Berlino',
      sv: SAME,
      pl: SAME,
      pt: 'Berlim',
      ar: 'برلين',
      hi: 'बर्लिन',
      zh: '柏林',
      ja: 'ベルリン',
    },
  ],
  [
    'Rome',
    [41.8919, 12.5113],
    {
      en: 'Rome',
      ru: 'Рим',
      es: 'Roma',
      fr: SAME,
      de: 'Rom',
      cs: 'Řím',
      hu: 'Róma',
      it: 'Roma',
      sv: 'Rom',
      pl: 'Rzym',
      pt: 'Roma',
      ar: 'روما',
      hi: 'रोम',
      zh: '罗马',
      ja: 'ローマ',
    },
  ],
  [
    'Madrid',
    [40.4165, -3.7026],
    {
      en: 'Madrid',
      ru: 'Мадрид',
      es: SAME,
      fr: SAME,
      de: SAME,
      cs: SAME,
      hu: SAME,
      it: SAME,
      sv: SAME,
      pl: 'Madryt',
      pt: 'Madri',
      ar: 'مدريد',
      hi: 'मैड्रिड',
      zh: '马德里',
      ja: 'マドリード',
    },
  ],
  [
    'Moscow',
    [55.7522, 37.6156],
    {
      en: 'Moscow',
      ru: 'Москва',
      es: 'Moscú',
      fr: 'Moscou',
      de: 'Moskau',
      cs: 'Moskva',
      hu: 'Moszkva',
      it: 'Mosca',
      sv: 'Moskva',
      pl: 'Moskwa',
      pt: 'Moscou',
      ar: 'موسكو',
      hi: 'मॉस्को',
      zh: '莫斯科',
      ja: 'モスクワ',
    },
  ],
  [
    'Tokyo',
    [35.6895, 139.6917],
    {
      en: 'Tokyo',
      ru: 'Токио',
      es: 'Tokio',
      fr: SAME,
      de: 'Tokio',
      cs: 'Tokio',
      hu: 'Tokió',
      it: SAME,
      sv: SAME,
      pl: 'Tokio',
      pt: 'Tóquio',
      ar: 'طوكيو',
      hi: 'टोक्यो',
      zh: '东京',
      ja: '東京',
    },
  ],
  [
    'Cairo',
    [30.0626, 31.2497],
    {
      en: 'Cairo',
      ru: 'Каир',
      es: 'El Cairo',
      fr: 'Le Caire',
      de: 'Kairo',
      cs: 'Káhira',
      hu: 'Kairó',
      it: 'Il Cairo',
      sv: 'Kairo',
      pl: 'Kair',
      pt: SAME,
      ar: 'القاهرة',
      hi: 'कायरो',
      zh: '开罗',
      ja: 'カイロ',
    },
  ],
  [
    'Warsaw',
    [52.2298, 21.0118],
    {
      en: 'Warsaw',
      ru: 'Варшава',
      es: 'Varsovia',
      fr: 'Varsovie',
      de: 'Warschau',
      cs: 'Varšava',
      hu: 'Varsó',
      it: 'Varsavia',
      sv: 'Warszawa',
      pl: 'Warszawa',
      pt: 'Varsóvia',
      ar: 'وارسو',
      hi: 'वॉरसॉ',
      zh: '华沙',
      ja: 'ワルシャワ',
    },
  ],
  [
    'Lisbon',
    [38.7167, -9.1333],
    {
      en: 'Lisbon',
      ru: 'Лиссабон',
      es: 'Lisboa',
      fr: 'Lisbonne',
      de: 'Lissabon',
      cs: 'Lisabon',
      hu: 'Lisszabon',
      it: 'Lisbona',
      sv: 'Lissabon',
      pl: 'Lizbona',
      pt: 'Lisboa',
      ar: 'لشبونة',
      hi: 'लिस्बन',
      zh: '里斯本',
      ja: 'リスボン',
    },
  ],
  [
    'London',
    [51.5085, -0.1257],
    {
      en: 'London',
      ru: 'Лондон',
      es: 'Londres',
      fr: 'Londres',
      de: SAME,
      cs: 'Londýn',
      hu: SAME,
      it: 'Londra',
      sv: SAME,
      pl: 'Londyn',
      pt: 'Londres',
      ar: 'لندن',
      hi: 'लंदन',
      zh: '伦敦',
      ja: 'ロンドン',
    },
  ],
];

// Ten first-level divisions, each asked at a city in it: the region name.
const REGIONS: [string, readonly [number, number], Row][] = [
  [
    'St Petersburg (RU.66)',
    [59.9386, 30.3141],
    {
      en: 'St.-Petersburg',
      ru: 'Санкт-Петербург',
      es: 'San Petersburgo',
      fr: 'Saint-Pétersbourg',
      de: 'Sankt Petersburg',
      cs: CS_ENGLISH,
      hu: 'Szentpétervár',
      it: 'San Pietroburgo',
      sv: 'Sankt Petersburg',
      pl: 'Petersburg',
      pt: 'São Petersburgo',
      ar: 'سانت بطرسبرغ',
      hi: 'सेंट पीटर्सबर्ग',
      zh: '圣彼得堡',
      ja: 'サンクトペテルブルク',
    },
  ],
  [
    'Moscow (RU.48)',
    [55.7522, 37.6156],
    {
      en: 'Moscow',
      ru: 'Москва',
      es: 'Moscú',
      fr: 'Moscou',
      de: 'Moskau',
      cs: CS_ENGLISH,
      hu: 'Moszkva',
      it: 'Mosca',
      sv: 'Moskva',
      pl: 'Moskwa',
      pt: 'Moscovo',
      ar: 'موسكو',
      hi: 'मास्को',
      zh: '莫斯科',
      ja: 'モスクワ',
    },
  ],
  [
    'Bavaria (DE.02)',
    [48.1374, 11.5755],
    {
      en: 'Bavaria',
      ru: 'Бавария',
      es: 'Baviera',
      fr: 'Bavière',
      de: 'Bayern',
      cs: CS_ENGLISH,
      hu: 'Bajorország',
      it: 'Baviera',
      sv: 'Bayern',
      pl: 'Bawaria',
      pt: 'Baviera',
      ar: 'بافاريا',
      hi: 'बायर्न',
      zh: '巴伐利亚',
      ja: 'バイエルン自由州',
    },
  ],
  [
    'Berlin (DE.16)',
    [52.5244, 13.4105],
    {
      en: 'State of Berlin',
      ru: 'Берлин',
      es: 'Berlín',
      fr: 'Berlin',
      de: 'Berlin',
      cs: CS_ENGLISH,
      hu: 'Berlin',
      it: 'Berlino',
      sv: 'Berlin',
      pl: 'Berlin',
      pt: 'Berlim',
      ar: 'برلين',
      hi: 'बर्लिन',
      zh: '柏林',
      ja: 'ベルリン',
    },
  ],
  [
    'California (US.CA)',
    [34.0522, -118.2437],
    {
      en: 'California',
      ru: 'Калифорния',
      es: SAME,
      fr: 'Californie',
      de: 'Kalifornien',
      cs: CS_ENGLISH,
      hu: 'Kalifornia',
      it: SAME,
      sv: 'Kalifornien',
      pl: 'Kalifornia',
      pt: 'Califórnia',
      ar: 'كاليفورنيا',
      hi: 'कैलिफ़ोर्निया',
      zh: '加利福尼亚州',
      ja: 'カリフォルニア州',
    },
  ],
  [
    'Ontario (CA.08)',
    [43.7001, -79.4163],
    {
      en: 'Ontario',
      ru: 'Онтарио',
      es: SAME,
      fr: SAME,
      de: SAME,
      cs: CS_ENGLISH,
      hu: SAME,
      it: SAME,
      sv: SAME,
      pl: SAME,
      pt: 'Ontário',
      ar: 'أونتاريو',
      hi: 'ओण्टारियो',
      zh: '安大略省',
      ja: 'オンタリオ州',
    },
  ],
  [
    'New South Wales (AU.02)',
    [-33.8678, 151.2073],
    {
      en: 'New South Wales',
      ru: 'Новый Южный Уэльс',
      es: 'Nueva Gales del Sur',
      fr: 'Nouvelle-Galles du Sud',
      de: SAME,
      cs: CS_ENGLISH,
      hu: 'Új-Dél-Wales',
      it: 'Nuovo Galles del Sud',
      sv: SAME,
      pl: 'Nowa Południowa Walia',
      pt: 'Nova Gales do Sul',
      ar: 'نيوساوث ويلز',
      hi: 'न्यू साउथ वेल्स',
      zh: '新南威尔士州',
      ja: 'ニューサウスウェールズ州',
    },
  ],
  [
    'Mazovia (PL.78)',
    [52.2298, 21.0118],
    {
      en: 'Mazovia',
      ru: 'Мазовецкое воеводство',
      es: 'Voivodato de Mazovia',
      fr: 'voïvodie de Mazovie',
      de: 'Woiwodschaft Masowien',
      cs: CS_ENGLISH,
      hu: 'Mazóviai vajdaság',
      it: 'voivodato della Masovia',
      sv: 'Masoviens vojvodskap',
      pl: 'województwo mazowieckie',
      pt: 'Mazóvia',
      ar: 'محافظة مازوفيا',
      hi: 'मासोवियन वोईवोडीशिप',
      zh: '马佐夫舍省',
      ja: 'マゾフシェ県',
    },
  ],
  [
    'Maharashtra (IN.16)',
    [19.0728, 72.8826],
    {
      en: 'Maharashtra',
      ru: 'Махараштра',
      es: SAME,
      fr: SAME,
      de: SAME,
      cs: CS_ENGLISH,
      hu: 'Mahárástra',
      it: SAME,
      sv: SAME,
      pl: 'Maharasztra',
      pt: SAME,
      ar: 'ماهاراشترا',
      hi: 'महाराष्ट्र',
      zh: '马哈拉施特拉邦',
      ja: 'マハーラーシュトラ州',
    },
  ],
  [
    'São Paulo (BR.27)',
    [-23.5475, -46.6361],
    {
      en: 'São Paulo',
      ru: 'Сан-Паулу',
      es: 'Estado de São Paulo',
      fr: SAME,
      de: SAME,
      cs: CS_ENGLISH,
      hu: SAME,
      it: 'San Paolo',
      sv: SAME,
      pl: SAME,
      pt: SAME,
      ar: 'ساو باولو',
      hi: 'साओ पाउलो',
      zh: '圣保罗州',
      ja: 'サンパウロ州',
    },
  ],
];

// Decision 040: more capitals and cities, regions of Italy, Spain, France and the Czech Republic.
const MORE_CITIES: [string, readonly [number, number], Row][] = [
  [
    'Prague',
    [50.088, 14.4208],
    {
      en: 'Prague',
      ru: 'Прага',
      es: 'Praga',
      fr: SAME,
      de: 'Prag',
      cs: 'Praha',
      hu: 'Prága',
      it: 'Praga',
      sv: 'Prag',
      pl: 'Praga',
      pt: 'Praga',
      ar: 'براغ',
      hi: 'प्राग',
      zh: '布拉格',
      ja: 'プラハ',
    },
  ],
  [
    'Vienna',
    [48.2085, 16.3721],
    {
      en: 'Vienna',
      ru: 'Вена',
      es: 'Viena',
      fr: 'Vienne',
      de: 'Wien',
      cs: 'Vídeň',
      hu: 'Bécs',
      it: SAME,
      sv: 'Wien',
      pl: 'Wiedeń',
      pt: 'Viena',
      ar: 'فيينا',
      hi: 'विएना',
      zh: '维也纳',
      ja: 'ウィーン',
    },
  ],
  [
    'Budapest',
    [47.498, 19.0399],
    {
      en: 'Budapest',
      ru: 'Будапешт',
      es: SAME,
      fr: SAME,
      de: SAME,
      cs: 'Budapešť',
      hu: SAME,
      it: SAME,
      sv: SAME,
      pl: 'Budapeszt',
      pt: 'Budapeste',
      ar: 'بودابست',
      hi: 'बुडापेस्ट',
      zh: '布达佩斯',
      ja: 'ブダペスト',
    },
  ],
  [
    'Barcelona (named like its province)',
    [41.3888, 2.159],
    {
      en: 'Barcelona',
      ru: 'Барселона',
      es: SAME,
      fr: 'Barcelone',
      de: SAME,
      cs: SAME,
      hu: SAME,
      it: 'Barcellona',
      sv: SAME,
      pl: SAME,
      pt: SAME,
      ar: 'برشلونة',
      hi: NO_NAME, // बार्सिलोना
      zh: '巴塞罗那',
      ja: 'バルセロナ',
    },
  ],
  [
    'Seville (GeoNames: Sevilla; the province Sevilla)',
    [37.3828, -5.9732],
    {
      en: 'Sevilla',
      ru: 'Севилья',
      es: SAME,
      fr: 'Séville',
      de: SAME,
      cs: SAME,
      hu: SAME,
      it: 'Siviglia',
      sv: SAME,
      pl: 'Sewilla',
      pt: 'Sevilha',
      ar: 'إشبيلية',
      hi: NO_NAME, // सेविया
      zh: '塞维利亚',
      ja: 'セビリア',
    },
  ],
  [
    // No package names Munich by language: never Serbian's "Минхен", the English name instead.
    'Munich (no tagged name)',
    [48.1374, 11.5755],
    {
      en: 'Munich',
      ru: NO_NAME, // Мюнхен
      es: NO_NAME, // Múnich
      fr: SAME,
      de: NO_NAME, // München
      cs: NO_NAME, // Mnichov
      hu: NO_NAME, // München
      it: NO_NAME, // Monaco di Baviera
      sv: NO_NAME, // München
      pl: NO_NAME, // Monachium
      pt: NO_NAME, // Munique
      ar: NO_NAME, // ميونخ
      hi: NO_NAME, // म्यूनिख
      zh: NO_NAME, // 慕尼黑
      // Only Japanese writes kana: GeoNames' katakana spelling is Japanese's, tag or no tag.
      ja: 'ミュンヘン',
    },
  ],
];

const MORE_REGIONS: [string, readonly [number, number], Row][] = [
  [
    'Lazio (IT.07)',
    [41.8919, 12.5113],
    {
      en: 'Lazio',
      ru: 'Лацио',
      es: 'Lacio',
      fr: 'Latium',
      de: 'Latium',
      cs: SAME,
      hu: SAME,
      it: SAME,
      sv: SAME,
      pl: NO_NAME, // Lacjum
      pt: NO_NAME, // Lácio
      ar: 'لاتسيو',
      hi: NO_NAME, // लाज़ियो
      zh: '拉齐奥',
      ja: NO_NAME, // ラツィオ州
    },
  ],
  [
    'Catalonia (ES.56)',
    [41.3888, 2.159],
    {
      en: 'Catalonia',
      ru: 'Каталония',
      es: 'Cataluña',
      fr: 'Catalogne',
      de: 'Katalonien',
      cs: NO_NAME, // Katalánsko
      hu: NO_NAME, // Katalónia
      it: 'Catalogna',
      sv: NO_NAME, // Katalonien
      pl: NO_NAME, // Katalonia
      pt: NO_NAME, // Catalunha
      ar: 'منطقة كتالونيا',
      hi: NO_NAME, // कातालोनिया
      zh: '加泰罗尼亚',
      ja: NO_NAME, // カタルーニャ州
    },
  ],
  [
    'Andalusia (ES.51)',
    [37.3828, -5.9732],
    {
      en: 'Andalusia',
      ru: 'Андалусия',
      es: 'Andalucía',
      fr: 'Andalousie',
      de: 'Andalusien',
      cs: NO_NAME, // Andalusie
      hu: NO_NAME, // Andalúzia
      it: SAME,
      sv: NO_NAME, // Andalusien
      pl: NO_NAME, // Andaluzja
      pt: NO_NAME, // Andaluzia
      ar: 'منطقة أندلوسيا',
      // The data's Chinese label is the Russian word "китайский": dropped, not shown.
      hi: NO_NAME,
      zh: NO_NAME, // 安达卢西亚
      ja: NO_NAME, // アンダルシア州
    },
  ],
  [
    'Île-de-France (FR.11)',
    [48.8534, 2.3488],
    {
      en: 'Île-de-France',
      ru: NO_NAME, // Иль-де-Франс
      es: SAME,
      fr: SAME,
      de: SAME,
      cs: SAME,
      hu: SAME,
      it: SAME,
      sv: SAME,
      pl: SAME,
      pt: SAME,
      ar: NO_NAME, // إيل دو فرانس
      hi: NO_NAME,
      zh: NO_NAME, // 法兰西岛
      ja: NO_NAME, // イル＝ド＝フランス
    },
  ],
  [
    'Prague (CZ.52)',
    [50.088, 14.4208],
    {
      en: 'Prague',
      ru: 'Прага',
      es: 'Praga',
      fr: SAME,
      de: 'Prag',
      cs: 'Hlavní město Praha',
      hu: 'Prága',
      it: 'Praga',
      sv: 'Prag',
      pl: 'Praga',
      pt: 'Praga',
      ar: 'براغ',
      hi: 'प्राग',
      zh: '布拉格',
      ja: 'プラハ',
    },
  ],
  [
    'South Moravian Region (CZ.78)',
    [49.1952, 16.608],
    {
      en: 'South Moravian',
      ru: 'Южно-Моравский край',
      es: 'Moravia Meridional',
      fr: 'Moravie du Sud',
      de: 'Südmähren',
      cs: 'Jihomoravský kraj',
      hu: 'Dél-morvaországi kerület',
      it: 'Moravia Meridionale',
      sv: 'Södra Mähren',
      pl: 'Kraj południowomorawski',
      pt: 'Morávia do Sul',
      ar: 'إقليم جنوب مورافيا',
      hi: 'दक्षिण मोरावियन क्षेत्र',
      zh: '南摩拉维亚州',
      ja: '南モラヴィア州',
    },
  ],
];

// The script each language writes place names in. A reader of a non-Latin script may get the Latin
// name where the data has none in the language; a Latin-script reader never gets another script.
const SCRIPT_OF: Record<TLanguage, RegExp> = {
  en: /^[\p{Script=Latin}\p{M}\s\-'’.,()0-9]+$/u,
  ru: /^[\p{Script=Cyrillic}\s\-'’.()]+$/u,
  ar: /^[\p{Script=Arabic}\s\-'’.()]+$/u,
  hi: /^[\p{Script=Devanagari}\s\-'’.()]+$/u,
  zh: /^[\p{Script=Han}\s\-·・()]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・\s\-()]+$/u,
} as Record<TLanguage, RegExp>;
const scriptOf = (lang: TLanguage) => SCRIPT_OF[lang] ?? SCRIPT_OF.en;
// Letters of Persian, Urdu and Kurdish that Arabic does not write; of Ukrainian, Belarusian, Serbian,
// Macedonian and the Turkic languages that Russian does not.
const PERSIAN_LETTERS = /[پچژگکیٹڈڑںےھۀۆێہەڵڕۇۋۈېڭ]/;
const NOT_RUSSIAN_LETTERS = /[іїєґўђјљњћџѓќѕәөүұқғңһӏ]/i;

/** What a name for `lang` must never be: the reason, or null. */
function wrongFor(lang: TLanguage, name: string, latinFallback: boolean): string | null {
  if (lang === 'ar' && PERSIAN_LETTERS.test(name)) return 'Persian letters';
  if (lang === 'ru' && NOT_RUSSIAN_LETTERS.test(name)) return 'non-Russian Cyrillic';
  if (scriptOf(lang).test(name)) return null;
  if (latinFallback && lang !== 'en' && scriptOf('en').test(name) && scriptOf(lang) !== scriptOf('en'))
    return null;
  return 'not in the language’s script';
}

describe('place names by the reader’s language (decision 034)', () => {
  it('the table covers every interface language', () => {
    for (const [, , row] of [...CAPITALS, ...REGIONS])
      expect(Object.keys(row).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    it(`names six more cities and six more regions in ${lang} (decision 040)`, () => {
      for (const [, , row] of [...MORE_CITIES, ...MORE_REGIONS])
        expect(Object.keys(row).sort()).toEqual([...LANGUAGES].sort());
      for (const [label, point, row] of MORE_CITIES)
        expect(at(point, lang).name, label).toBe(expected(row, lang));
      for (const [label, point, row] of MORE_REGIONS)
        expect(at(point, lang).region, label).toBe(expected(row, lang));
    });
    it(`names ten capitals in ${lang}`, () => {
      for (const [label, point, row] of CAPITALS)
        expect(at(point, lang).name, label).toBe(expected(row, lang));
    });
    it(`names ten first-level divisions in ${lang}`, () => {
      for (const [label, point, row] of REGIONS)
        expect(at(point, lang).region, label).toBe(expected(row, lang));
    });
  }

  it('gives German the German Saint Petersburg and Arabic no Persian letters', () => {
    expect(at([59.9386, 30.3141], 'de').name).toBe('Sankt Petersburg');
    for (const lang of ['ar'] as const)
      for (const [label, point] of [...CAPITALS, ...REGIONS]) {
        const place = at(point, lang);
        expect(`${place.name} ${place.region ?? ''}`, label).not.toMatch(/[پچژگکی]/);
      }
  });

  it('names a city, not the division named after it (decision 040)', () => {
    // GeoNames lists the emirate's name beside the city's among Sharjah's spellings.
    expect(at([25.3374, 55.4121], 'ar').name).toBe('الشارقة');
    expect(at([25.3374, 55.4121], 'ru').name).toBe('Шарджа');
  });

  it('tags no name with a language in a script that language does not write (decision 040)', () => {
    const table = JSON.parse(readFileSync(gazetteerFiles().namesFile, 'utf8')) as PlaceNameTable;
    const wrong: string[] = [];
    for (const [kind, entries] of Object.entries(table))
      for (const [code, names] of Object.entries(entries as Record<string, Record<string, string>>))
        for (const [lang, name] of Object.entries(names)) {
          const reason = wrongFor(lang as TLanguage, name, false);
          if (reason) wrong.push(`${kind} ${code} ${lang} ${name}: ${reason}`);
        }
    expect(wrong).toEqual([]);
  });

  it('shows each language only names in its own script, whatever the city (decision 040)', () => {
    // Cities whose GeoNames entries carry Serbian, Ukrainian, Persian, Urdu and Kurdish spellings.
    const cities = [
      'Munich',
      'Hamburg',
      'Frankfurt am Main',
      'Cologne',
      'Milan',
      'Naples',
      'Lyon',
      'Marseille',
      'Barcelona',
      'Valencia',
      'Kyiv',
      'Kharkiv',
      'Belgrade',
      'Zagreb',
      'Sofia',
      'Minsk',
      'Almaty',
      'Tashkent',
      'Baku',
      'Tbilisi',
      'Istanbul',
      'Tehran',
      'Isfahan',
      'Mashhad',
      'Karachi',
      'Lahore',
      'Kabul',
      'Erbil',
      'Baghdad',
      'Riyadh',
      'Kazan',
      'Ufa',
      'Novosibirsk',
      'Osaka',
      'Shanghai',
      'Mumbai',
      'Lagos',
      'Toronto',
      'Sydney',
      'São Paulo',
      'Brno',
      'Kraków',
      'Debrecen',
      'Gothenburg',
    ];
    const wrong: string[] = [];
    for (const lang of LANGUAGES)
      for (const city of cities) {
        const place = index.search(city, lang, 1)[0];
        if (!place) throw new Error(`no ${city}`);
        for (const name of [place.name, place.region ?? '']) {
          if (name === '') continue;
          // A Latin-script reader gets GeoNames' own name of places it has no tag for ("Kraków").
          const reason = wrongFor(lang, name, true);
          if (reason) wrong.push(`${lang} ${city}: ${name} (${reason})`);
        }
      }
    expect(wrong).toEqual([]);
  });
});
