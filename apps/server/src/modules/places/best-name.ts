import { isInScript, type Script } from './scripts.ts';

// GeoNames' alternate names in cities500 carry no language tag, so the name for a reader is chosen by
// script, and within a script by rules that keep other languages' spellings out (see decision 012).

const NOT_RUSSIAN = /[іїєґўђјљњћџѓќѕәөүұқғңһӏ]/i;
const RUSSIAN_MARKS = /ь(?=$|[\s-])/;
// Persian, Urdu and Kurdish letters: a spelling with one of them is not the Arabic one.
const NOT_ARABIC = /[پچژگکیٹڈڑںےھۀۆێہەڵڕۇۋۈېڭ]/;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ONLY_HAN = /^[\p{Script=Han}\s·・]+$/u;
const JAPANESE_SUFFIXES = ['都', '市', '府', '県', '町', '村'];

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

function transliterate(name: string): string {
  let out = '';
  for (const char of name.toLowerCase()) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

/** Plain Levenshtein distance; only ever run on a handful of short names. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export interface PlaceNames {
  /** GeoNames' own name of the place (usually the local name in Latin letters). */
  name: string;
  asciiName: string;
  alternates: readonly string[];
  country: string;
}

/**
 * The place's name for a reader who reads `script`, or null when the data has none in that script.
 * Latin readers get the place's own name.
 */
export function bestName(place: PlaceNames, script: Script): string | null {
  if (script === 'latin') return isInScript(place.name, 'latin') ? place.name : place.asciiName;
  if (script === 'kana') {
    // Japanese writes its own places in kanji and foreign ones in katakana.
    const hanNames = place.alternates.filter((name) => ONLY_HAN.test(name));
    // Of 東京 / 东京 / 東京都, the Japanese short form is the one that also appears with 都, 市, 府 or 県.
    const japanese = hanNames.find((name) =>
      JAPANESE_SUFFIXES.some((suffix) => hanNames.includes(name + suffix)),
    );
    const han = japanese ?? hanNames[0];
    if (place.country === 'JP' && han) return han;
    return place.alternates.find((name) => KANA.test(name)) ?? han ?? null;
  }
  const inScript = place.alternates.filter((name) => isInScript(name, script));
  if (inScript.length === 0) return null;
  switch (script) {
    case 'cyrillic': {
      // The Russian spelling is the one that reads back closest to the Latin name.
      const russian = inScript.filter((name) => !NOT_RUSSIAN.test(name));
      const pool = russian.length > 0 ? russian : inScript;
      const target = place.asciiName.toLowerCase();
      let best = pool[0] ?? null;
      let bestDistance = Infinity;
      for (const name of pool) {
        const distance = editDistance(transliterate(name).replace(/-/g, ' '), target.replace(/-/g, ' '));
        // On a tie the hyphenated spelling wins: Russian hyphenates compound names (Санкт-Петербург);
        // then the one ending in a soft sign (Казань, not the
        // Tatar and Kazakh Казан: the transliteration drops ь, so both read back as "kazan").
        const tie = distance === bestDistance;
        if (
          distance < bestDistance ||
          (tie && name.includes('-') && !best?.includes('-')) ||
          (tie &&
            RUSSIAN_MARKS.test(name) &&
            !RUSSIAN_MARKS.test(best ?? '') &&
            name.includes('-') === best?.includes('-'))
        ) {
          best = name;
          bestDistance = distance;
        }
      }
      return best;
    }
    case 'arabic':
      // Never a Persian or Urdu spelling: without an Arabic one the reader gets the Latin name.
      return inScript.find((name) => !NOT_ARABIC.test(name)) ?? null;
    case 'han':
      return inScript.find((name) => ONLY_HAN.test(name) && !KANA.test(name)) ?? null;
    default:
      return inScript[0] ?? null;
  }
}
