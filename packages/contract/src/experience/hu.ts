import type { ExperiencePatterns } from './types.ts';

// Hungarian ads ask for "tapasztalat" (experience) or "gyakorlat" (practice) in many inflected forms
// (tapasztalatot, tapasztalattal, tapasztalatod…), often typed without accents. A nice-to-have
// ("… előny", "előnyt jelent") is not a requirement, and companies boast of their own years in the
// same words ("30 éves tapasztalattal rendelkező cégünk"), so both are kept out explicitly.
// A leading (?=…) on a pattern's first letters is for speed: the lookbehinds after it then run only where
// the pattern can start, not at every character of a 10,000-character text.

export const patterns: ExperiencePatterns = {
  asks: [
    // "Legalább / minimum N év(es) … tapasztalat": a floor on years is always a requirement, unless
    // the same clause turns it into a plus or denies it.
    /(?=[lm])(?<!(?:előny|elony)[^.!?\n]{0,80})(?<!\p{L})(?:legalább|legalabb|minimum|min\.?|legkevesebb|minimálisan|minimalisan)\s*(?:\d{1,2}(?:[.,]5)?|egy|két|ket|kettő|ketto|három|harom|négy|negy|öt|ot|hat|hét|het|tíz|tiz|fél|fel|másfél|masfel)\s*(?:[-–]\s*\d{1,2}\s*)?(?:év|ev)\p{L}*[^.!?\n,;]{0,50}?(?:tapasztalat|gyakorlat)\p{L}*(?!\s*(?:nem|nélkül|nelkul)(?!\p{L}))(?![^.!?\n]{0,40}(?:előny|elony|szerez|szerzel|gyűjt|gyujt))/iu,
    // "2 év / 3-5 éves / 2+ év … tapasztalat" without a floor word. Small numbers only: a company's
    // history is told in decades; its "our experience" forms (-unk) and "… rendelkező cégünk" are left out.
    /(?=[\dekhnöot])(?<!(?:előny|elony)[^.!?\n]{0,80})(?<![\p{L}\d])(?<!(?:cégünk|cegunk|vállalatunk|vallalatunk|társaságunk|tarsasagunk|csapatunk)[^.!?\n]{0,40})(?:[1-9]|1[0-2]|egy|két|ket|három|harom|négy|negy|öt|ot|tíz|tiz|több|tobb|néhány|nehany)\s*(?:\+\s*|[-–]\s*\d{1,2}\s*)?(?:év|ev)(?:es|nyi)?\s+(?:[\p{L}-]+\s+){0,3}?(?:tapasztalat|gyakorlat)(?!unk|a\p{L}*)\p{L}*(?!\s*(?:nem|nélkül|nelkul)(?!\p{L}))(?!\s+rendelkező\s+(?:\p{L}+\s+)?(?:cég|ceg|vállalat|vallalat|társaság|tarsasag|csapat|kft|zrt))(?![^.!?\n]{0,40}(?:előny|elony|szerez|szerzel|gyűjt|gyujt))/iu,
    // "Tapasztalat: legalább 2 év", "Tapasztalat: 2-3 év", "szakmai gyakorlat min. 3 év": years after the word.
    /(?=[tg])(?<!(?:előny|elony)[^.!?\n]{0,80})(?:tapasztalat|gyakorlat)(?!unk)\p{L}*\s*[:–-]?\s*(?:(?:legalább|legalabb|minimum|min\.?)\s*\d{1,2}|(?:1[0-2]|[1-9])(?!\d))\s*(?:[-–+]\s*\d{0,2}\s*)?(?:év|ev)(?![^.!?\n]{0,40}(?:előny|elony))/iu,
    // "Tapasztalat szükséges / elvárás / feltétel": the bare word followed by "required"; a "nem"
    // between them (Tapasztalat: nem szükséges) breaks the match by itself. Not "gyakorlat" here:
    // "a szakmai gyakorlat kötelező" is a student's compulsory internship.
    /tapasztalat\p{L}*\s*[:–-]?\s*(?:szükséges|szukseges|elvárt|elvart|elvárás|elvaras|feltétel|feltetel|követelmény|kovetelmeny|kötelező|kotelezo|alapkövetelmény|alapkovetelmeny)(?!\p{L})/iu,
    // "Hasonló munkakörben / releváns / korábbi / igazolt … tapasztalat": previous experience, unless the
    // sentence denies it, offers it ("szerezhetsz", "a nálunk szerzett tapasztalat") or calls it a plus.
    /(?=[hrkeibs])(?<!(?:előny|elony)[^.!?\n]{0,80})(?<!(?<!\p{L})(?:nem|nincs|sem|nélkül|nelkul)(?!\p{L})[^.!?\n]{0,40})(?<!(?:nálunk|nalunk|itt|nálad|nalad)\s+)(?<!\p{L})(?:hasonló|hasonlo|releváns|relevans|korábbi|korabbi|előző|elozo|előzetes|elozetes|igazolt|igazolható|igazolhato|bizonyított|bizonyitott|szerzett)\s+(?:[\p{L}-]+\s+){0,2}?(?:tapasztalat|gyakorlat)\p{L}*(?!\s*(?:nem|nélkül|nelkul)(?!\p{L}))(?![^.!?\n]{0,40}(?:előny|elony|szerez|gyűjt|gyujt))/iu,
    // "… tapasztalattal rendelkezel / rendelkező jelölt": the candidate has it; not when a company has it.
    /(?=[tg])(?<!(?<!\p{L})(?:nem|nincs|ha)(?!\p{L})[^.!?\n]{0,40})(?:tapasztalat|gyakorlat)(?:tal|tál)\s+rendelkez(?:el|ik|ő|o|nek|zen)(?!\s+(?:\p{L}+\s+)?(?:cég|ceg|vállalat|vallalat|társaság|tarsasag|csapat|kft|zrt))(?![^.!?\n]{0,40}(?:előny|elony))/iu,
    // "Tapasztalt szakácsot / gyakorlott pultost keresünk", "keresünk tapasztalt kollégát": the accusative object of
    // "we seek"; "tapasztalt kollégáink" (our experienced colleagues, who train you) has neither, and
    // "tapasztalt vagy pályakezdő kollégát keresünk" welcomes beginners too.
    /(?=[ktg])(?![^.!?\n]{0,60}(?:pályakezdő|palyakezdo|kezdő|kezdo))(?<!(?:pályakezdő|palyakezdo|kezdő|kezdo)[^.!?\n]{0,40})(?:keres\p{L}*\s+(?:\p{L}+\s+)?(?:tapasztalt|gyakorlott)(?:abb)?\s+\p{L}+|(?:tapasztalt|gyakorlott)(?:abb)?\s+(?:\p{L}+\s+){0,2}?\p{L}+t\s+keres)/iu,
    // "Senior fejlesztő / szenior könyvelő": a seniority title on a Hungarian job noun.
    /(?<!\p{L})(?:senior|szenior)\s+(?:[\p{L}/.+#-]+\s+){0,2}?(?:fejlesztő|fejleszto|mérnök|mernok|könyvelő|konyvelo|tanácsadó|tanacsado|elemző|elemzo|munkatárs|munkatars|ügyintéző|ugyintezo|tesztelő|tesztelo|szakértő|szakerto|programozó|programozo|kontroller|grafikus|értékesítő|ertekesito)/iu,
  ],
  mustMatch: [
    'Legalább 2 év szakmai tapasztalat hasonló munkakörben.',
    'Elvárások: minimum 3 éves releváns tapasztalat a logisztikában',
    'Legalabb 1 ev tapasztalat vendeglatasban',
    'Min. két év gyakorlat könyvelői munkakörben',
    '2-3 éves tapasztalattal rendelkezel ügyfélszolgálaton',
    '3+ év tapasztalat React fejlesztésben',
    'Szakmai tapasztalat: legalább 2 év',
    'Hasonló munkakörben szerzett tapasztalat szükséges.',
    'Elvárás: korábbi értékesítési tapasztalat',
    'Igazolható tapasztalattal rendelkezel raktári munkában',
    'Többéves szakmai tapasztalat szükséges a területen.',
    'Tapasztalt szakácsot keresünk budapesti étterembe',
    'Keresünk tapasztalt villanyszerelőt azonnali kezdéssel',
    'Senior Java fejlesztő pozícióba keresünk kollégát',
    'Elvárás a vendéglátásban szerzett tapasztalat.',
    'Legalább másfél év tapasztalattal rendelkező jelentkezőket várunk.',
    'Min 2 év tapasztalat raktári munkában',
    'Tapasztalat: 2-3 év',
    'Gyakorlott pultost keresünk hétvégére.',
    'Előzetes tapasztalat szükséges.',
  ],
  mustNotMatch: [
    'Tapasztalat nem szükséges, mindent megtanítunk.',
    'Nem elvárás a szakmai tapasztalat, pályakezdők jelentkezését is várjuk!',
    'Tapasztalat nélkül is jelentkezhetsz.',
    'Várjuk pályakezdők és diákok jelentkezését: ez lehet az első munkahelyed.',
    'Nálunk értékes szakmai tapasztalatot szerezhetsz nemzetközi környezetben.',
    'Hasonló munkakörben szerzett tapasztalat előnyt jelent.',
    'Előny: legalább 1 év tapasztalat vendéglátásban, de nem feltétel.',
    'Cégünk több mint 25 éve van jelen a piacon.',
    'A 30 éves tapasztalattal rendelkező cégünk bővíti csapatát.',
    'Több mint 10 éves tapasztalatunkkal segítjük ügyfeleinket.',
    'Feladatod lesz a kiváló ügyfélélmény biztosítása.',
    'Fedezd fel Budapestet és élvezd a város kulturális életét!',
    'Tapasztalt kollégáink betanítanak az első hetekben.',
    'Legalább 18 éves kor, tapasztalat nem szükséges.',
    'Kezdés: 2025. március 1., szakmai gyakorlatra hallgatókat is várunk.',
    'Ha nem rendelkezel tapasztalattal, semmi gond.',
    'Pályakezdőként 2 év alatt komoly szakmai tapasztalatot szerzel.',
    'Nem szükséges előzetes tapasztalat.',
    'A nálunk szerzett tapasztalatot később bárhol kamatoztathatod.',
    'Tapasztalt vagy pályakezdő kollégát keresünk a csapatba.',
    'Gyakornokokat keresünk: a szakmai gyakorlat kötelező része a képzésnek.',
  ],
};
