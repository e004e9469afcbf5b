import type { ExperiencePatterns } from './types.ts';

// Czech, as ads on Czech job boards word it. "Praxe" is both work experience and a student's
// internship ("odborná / povinná praxe"), so it only counts beside years or requirement words.
// "Výhodou", "vítána", "plus", "ocením" mark a nice-to-have, not a requirement: not flagged.

/** "praxe" and "zkušenost" in their cases, with or without diacritics. */
const EXPERIENCE = String.raw`(?:praxe|praxi|prax[íi]|zku[šs]enost(?:i|[íi]|mi)?)`;
/** Number words for the years an ad asks. */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|jeden|jednoho|dva|dvou|t[řr]i|t[řr][íi]|[čc]ty[řr]i|p[ěe]t|[šs]est|sedm|osm|dev[ěe]t|deset)`;
/** "rok, roky, roku, let, lety". */
const YEARS = String.raw`(?:rok[uůy]?|rok[ůu]|let[ay]?)`;
/** A firm telling its own history ("firma s mnohaletou zkušeností", "jsme společnost s 5 lety…"). */
const NOT_THE_FIRM = String.raw`(?<!(?:firma|firmou|spole[čc]nost\S{0,40}|jsme|tradic\S{0,40}|historie)\s{1,4}(?:\S{1,40}\s{1,4}){0,3})`;
/** What, said after the mention, makes it a nice-to-have or takes it back. */
const NOT_REQUIRED_AFTER = String.raw`(?!(?:\s+\S+){0,5}?\s+(?:v[ýy]hodou|v[íi]t[áa]n\S*|plus|ocen\S*|nen[íi]|nejsou|nevy[žz]ad\S*|nepo[žz]ad\S*))`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2 roky praxe", "3+ let zkušeností": a few years asked of the candidate, not the firm's.
    new RegExp(
      String.raw`${NOT_THE_FIRM}${NUMBER}\s*(?:(?:-|–)\s*\d+\s*)?\+?\s*${YEARS}\s+${EXPERIENCE}`,
      'iu',
    ),
    // "min. 2 roky na obdobné pozici": years of work, whatever the number; an age ("věk min. 18 let")
    // is not followed by where the years were spent.
    new RegExp(
      String.raw`(?<!\p{L})(?:min\.|minim[áa]ln[ěe]|alespo[ňn]|aspo[ňn]|nejm[ée]n[ěe]|minimum)\s*(?:\d+|${NUMBER})\s*${YEARS}\s+(?:${EXPERIENCE}|v\s|ve\s|na\s|jako\s)`,
      'iu',
    ),
    // "Praxe v oboru minimálně 3 roky", "praxe: 2 roky", never across a "není / nejsou".
    new RegExp(
      String.raw`(?<!\p{L})${EXPERIENCE}(?:\s+(?!ne)\S+){0,3}?\s*:?\s+(?:(?:min\.?|minim[áa]ln[ěe]|alespo[ňn]|nejm[ée]n[ěe])\s*(?:\d+|${NUMBER})|${NUMBER})\s*(?:\+\s*)?${YEARS}(?!\p{L})`,
      'iu',
    ),
    // Months count too ("6 měsíců praxe", "půl roku praxe"); a student's internship is told as
    // "praxe v délce 3 měsíců", which puts the months after it.
    new RegExp(
      String.raw`(?:(?<![\p{L}\d])(?:\d{1,2}|t[řr]i|[šs]est|dev[ěe]t)\s+m[ěe]s[íi]c(?:e|[ůu])?|p[ůu]l\s+roku)\s+${EXPERIENCE}(?!\p{L})`,
      'iu',
    ),
    // "dvouletá / víceletá / mnohaletá praxe", "2letou zkušenost": the adjective counts the years.
    new RegExp(
      String.raw`${NOT_THE_FIRM}(?<![\p{L}\d])(?:[1-9]\s*-?\s*|jedno|dvou|t[řr][íi]|[čc]ty[řr]|p[ěe]ti|[šs]esti|v[íi]ce|mnoha|dlouho)let(?:[áa]|ou|[ée]|[ýy]ch|[ýy]mi)\s+${EXPERIENCE}${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // "Praxe podmínkou", "zkušenosti s vedením týmu jsou nutné", never across a "ne…" word.
    new RegExp(
      String.raw`(?<!(?:bez|[žz][áa]dn\S{0,40})\s{1,4})(?<!\p{L})${EXPERIENCE}(?:\s+(?!ne|bez)\S+){0,4}?\s+(?:podm[íi]nkou|nutn[áaée]|nutnost[íi]|nezbytn[áaée]|nezbytnost[íi]|vy[žz]adov[áa]n[ayá]|po[žz]adov[áa]n[ayá])(?!\p{L})`,
      'iu',
    ),
    // The requirement said first: "Požadujeme praxi…", "Požadavky: SŠ vzdělání, praxe v oboru",
    // "prokazatelná / předchozí praxe…", within one sentence, unless then called a plus or taken
    // back; "nevyžadujeme" is a different word and does not match.
    new RegExp(
      String.raw`(?<!(?:bez|[žz][áa]dn\S{0,40}|nevy[žz]adujeme|nepo[žz]adujeme)\s{1,4}(?:\S{1,40}\s{1,4})?)${NOT_THE_FIRM}(?<!\p{L})(?:po[žz]adujeme:?|vy[žz]adujeme:?|po[žz]adavky:|podm[íi]nkou\s+je|prokazateln[áaée]|prokazatelnou|p[řr]edchoz[íi]|dlouholet[áaé]|dlouholetou)\s+(?:(?!\S*[.!?](?:\s|$))\S+\s+){0,2}?${EXPERIENCE}(?!\p{L})${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // "Hledáme zkušeného číšníka", "přijmeme kuchaře s praxí", but not "do zkušeného týmu".
    new RegExp(
      String.raw`(?<!\p{L})(?:hled[áa]me|hled[áa]|p[řr]ijmeme|p[řr]ijme|popt[áa]v[áa]me)\s+(?:\S+\s+){0,3}?(?:zku[šs]en(?:[ée]ho|ou|[ée]|[ýy]|[áa]|[ýy]ch)(?!\p{L})(?!\s+(?:t[ýy]m\S*|kolektiv\S*|koleg\S*|mentor\S*))|(?:s|se)\s+(?:praxí|praxi|zku[šs]enost(?:mi|[íi])))${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // A senior role; "senior" alone is also an elderly person ("domov pro seniory"), so only with a job.
    new RegExp(
      String.raw`(?<!\p{L})(?:senior(?:n[íi]|n[íi]ho|n[íi]mu)?\s+(?:\S+\s+)?(?:v[ýy]voj[áa][řr]\S*|program[áa]tor\S*|[úu][čc]etn[íi]|konzultant\S*|analytik\S*|in[žz]en[ýy]r\S*|specialist\S*|mana[žz]er\S*|developer\S*|tester\S*|designer\S*)|pozic[ei]\s*:?\s*senior)(?!\p{L})`,
      'iu',
    ),
  ],
  mustMatch: [
    'Požadavky: SŠ vzdělání, praxe v oboru.',
    'Požadujeme alespoň 6 měsíců praxe na pokladně.',
    'Půl roku praxe v gastronomii podmínkou.',
    'Požadujeme praxi min. 2 roky v oboru.',
    'Praxe v oboru minimálně 3 roky.',
    'Min. 2 roky praxe na obdobné pozici.',
    'SŠ vzdělání, praxe podmínkou.',
    'Zkušenosti s vedením týmu jsou nutné.',
    'Alespoň 1 rok zkušeností v gastronomii.',
    'Požadavky: 3+ let zkušeností s vývojem v Javě.',
    'Vyžadujeme předchozí zkušenost na pozici skladníka.',
    'Senior Java vývojář – Brno, plný úvazek.',
    'Prokazatelná praxe v účetnictví.',
    'praxe minimalne dva roky, ridicsky prukaz sk. B',
    'Hledáme zkušeného číšníka nebo servírku.',
    'Máte alespoň dvouletou praxi v obchodě.',
    'Přijmeme kuchaře s praxí do hotelové restaurace.',
    'Zkušenost s prodejem je nezbytná.',
  ],
  mustNotMatch: [
    'Požadavky: řidičský průkaz sk. B, praxe výhodou.',
    'Odborná praxe v délce 3 měsíců pro studenty.',
    'Praxe není nutná, vše vás naučíme.',
    'Praxe není podmínkou.',
    'Vhodné i pro absolventy bez praxe.',
    'Nevyžadujeme žádné předchozí zkušenosti.',
    'Zkušenosti nejsou potřeba, zaškolíme vás.',
    'Ideální první práce pro studenty.',
    'Získáte cenné zkušenosti v mezinárodním týmu.',
    'Budete se starat o zlepšování zákaznické zkušenosti.',
    'Zažijte léto v Krkonoších jako člen našeho týmu!',
    'Jsme společnost s více než 20 lety zkušeností na trhu.',
    'Naše firma s mnohaletou zkušeností v oboru hledá posily.',
    'Praxe v oboru výhodou.',
    'Předchozí praxe vítána, ale není nutná.',
    'Věk min. 18 let.',
    'Nástup 1. 2. 2026, smlouva na 6 měsíců.',
    'Budete pracovat pod vedením zkušeného mentora.',
    'Hledáme posily do zkušeného týmu.',
    'Nabízíme odbornou praxi pro studenty VŠ.',
    'Pečovatel/ka do domova pro seniory.',
  ],
};
