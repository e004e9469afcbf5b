import type { ExperiencePatterns } from './types.ts';

// Polish, as ads on Polish job boards word it. "Mile widziane", "atut", "dodatkowy plus" mark a
// nice-to-have, not a requirement: not flagged. A firm tells its history in the instrumental case
// ("z 20-letnim doświadczeniem") or after "posiadamy"; a candidate is asked for the accusative or
// genitive ("2-letnie doświadczenie", "2 lata doświadczenia").

/** "doświadczenie" in its cases, with or without diacritics. */
const EXPERIENCE = String.raw`do[śs]wiadczeni(?:e|a|em|u)`;
/** Number words for the years an ad asks. */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|jeden|jednego|dwa|dw[óo]ch|trzy|trzech|cztery|czterech|pi[ęe][ćc]|pi[ęe]ciu)`;
/** "rok, roku, lata, lat". */
const YEARS = String.raw`(?:rok|roku|lata|lat)`;
/** A firm telling its own history ("posiadamy wieloletnie doświadczenie", "jesteśmy firmą…"). */
const NOT_THE_FIRM = String.raw`(?<!(?:firm\S{0,40}|sp[óo][łl]k\S{0,40}|jeste[śs]my|posiadamy|mamy|zesp[óo][łl]\S{0,40}|nasz\S{0,40})\s{1,4}(?:\S{1,40}\s{1,4}){0,3})`;
/**
 * What, said after the mention, makes it a nice-to-have, takes it back ("Wymagane doświadczenie:
 * brak") or asks it as a question.
 */
const NOT_REQUIRED_AFTER = String.raw`(?!\s*:?\s*(?:brak|nie)(?!\p{L}))(?!(?:\s+\S+){0,6}?\s+(?:mile|atut\S*|plus\S*|dodatkow\S*|nie\s+jest|nie\s+s[ąa]))(?![^.?!\n]{0,60}\?)`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2 lata doświadczenia", "3+ lat doświadczenia zawodowego": a few years asked of the candidate.
    new RegExp(
      String.raw`${NOT_THE_FIRM}${NUMBER}\s*(?:(?:-|–)\s*\d+\s*)?\+?\s*${YEARS}\s+(?:\S+\s+)?${EXPERIENCE}`,
      'iu',
    ),
    // "min. 2 lata na stanowisku", "co najmniej rok doświadczenia": years of work, whatever the
    // number; an age ("co najmniej 18 lat") is not followed by where the years were spent.
    new RegExp(
      String.raw`(?<!\p{L})(?:min\.|minimum|co\s+najmniej|przynajmniej)\s*(?:(?:\d+|${NUMBER})\s*-?\s*(?:${YEARS}|letni\S*)|rok|roczne|p[óo][łl]\s+roku)\s+(?:${EXPERIENCE}|na\s+stanowisku|w\s+pracy|pracy|w\s+bran[żz]y|jako|sta[żz]u)`,
      'iu',
    ),
    // "Doświadczenie zawodowe: minimum 1 rok", "doświadczenie w pracy w magazynie – minimum 1 rok",
    // never across a "nie" nor the end of a sentence.
    new RegExp(
      String.raw`${EXPERIENCE}(?:\s+(?!nie\b|\S*[.!?](?:\s|$))\S+){0,5}?\s*:?\s+(?:(?:min\.?|minimum|co\s+najmniej|przynajmniej)\s*(?:(?:\d+|${NUMBER})\s*${YEARS}|rok)|${NUMBER}\s*${YEARS})(?!\p{L})`,
      'iu',
    ),
    // Months count too ("6 miesięcy doświadczenia", "pół roku doświadczenia").
    new RegExp(
      String.raw`(?:(?<![\p{L}\d])(?:\d{1,2}|trzy|trzech|sze[śs][ćc]|sze[śs]ciu)\s+miesi[ęe]c(?:y|e)|p[óo][łl]\s+roku)\s+${EXPERIENCE}${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // "2-letnie / kilkuletnie / roczne doświadczenie", in the candidate's cases, not the firm's.
    new RegExp(
      String.raw`${NOT_THE_FIRM}(?<![\p{L}\d])(?:(?:[1-9]\s*-?\s*|dwu|trzy|cztero|pi[ęe]cio|kilku|kilkunasto|wielo)letnie|roczne|p[óo][łl]roczne)\s+(?:\S+\s+)?do[śs]wiadczenie${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // "Doświadczenie (na podobnym stanowisku) wymagane / niezbędne", never across a "nie".
    new RegExp(
      String.raw`(?<!(?:bez|brak)\s{1,4})${EXPERIENCE}(?:\s+(?!nie\b)\S+){0,4}?\s+(?:wymagane|konieczne|niezb[ęe]dne|obowi[ąa]zkowe|obowi[ąa]zkowo|potwierdzone|udokumentowane)(?!\p{L})`,
      'iu',
    ),
    // The requirement said first: "Wymagamy / oczekujemy doświadczenia", "Posiadasz doświadczenie",
    // not after "nie" / "jeśli" nor what the job gives ("zdobędziesz niezbędne doświadczenie"), and
    // not when then called a plus or asked as a question.
    new RegExp(
      String.raw`(?<!\b(?:nie|je[śs]li|je[żz]eli|gdy|zdob\S{0,12}|uzyskasz|zyskasz|nab\S{0,12}|zapewni\S{0,4}|dostaniesz)\s{1,4}(?:\S{1,40}\s{1,4})?)(?<!\p{L})(?:wymagane|wymagamy|wymagania:?|wymogi:?|oczekujemy|niezb[ęe]dne|konieczne|udokumentowane|potwierdzone|posiadasz|masz|posiada[ćc]|mie[ćc]|poprzednie|wcze[śs]niejsze)\s+(?:(?!nie\b|bez\b|brak\S*)\S+\s+){0,3}?${EXPERIENCE}${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // "Szukamy doświadczonego kucharza", "zatrudnimy kierowcę z doświadczeniem", not "z
    // doświadczeniem lub bez" and not the team or mentor the newcomer joins.
    new RegExp(
      String.raw`(?<!\p{L})(?:szukamy|poszukujemy|zatrudnimy|zatrudni|poszukuje|rekrutujemy)\s+(?:\S+\s+){0,3}?(?:do[śs]wiadczon(?:ego|ej|ych|[ąa]|y)(?!\p{L})(?!\s+(?:zesp\S*|mentor\S*|koleg\S*|opiekun\S*|trener\S*))|z\s+do[śs]wiadczeniem(?!\s+(?:lub|i|albo)\s+bez))${NOT_REQUIRED_AFTER}`,
      'iu',
    ),
    // A senior role, "Senior …" or Polish "starszy specjalista"; "osoby starsze" are the elderly.
    new RegExp(
      String.raw`(?<!\p{L})(?:senior\s+(?:\S+\s+)?(?:developer|programist|specjalist|ksi[ęe]gow|analityk|in[żz]ynier|konsultant|tester|projektant|grafik)|(?:starsz[ya]|starszego|starszej)\s+(?:specjalist|ksi[ęe]gow|programist|analityk|in[żz]ynier|konsultant|referent|kucharz|mechanik))`,
      'iu',
    ),
  ],
  mustMatch: [
    'Doświadczenie w pracy w magazynie – minimum 1 rok.',
    'Wymagamy min. 6 miesięcy doświadczenia na kasie.',
    'Pół roku doświadczenia w gastronomii.',
    'Wymagamy min. 2 lat doświadczenia na podobnym stanowisku.',
    'Posiadasz co najmniej 3-letnie doświadczenie w sprzedaży B2B.',
    'Doświadczenie zawodowe: minimum 1 rok.',
    'Wymagane doświadczenie w pracy na magazynie.',
    'Doświadczenie na podobnym stanowisku jest wymagane.',
    '2+ lata doświadczenia w programowaniu w Pythonie.',
    'Masz minimum rok doświadczenia jako kelner/kelnerka.',
    'Senior Java Developer – praca zdalna.',
    'Starsza księgowa – biuro rachunkowe w Poznaniu.',
    'Kilkuletnie doświadczenie w branży budowlanej.',
    'doswiadczenie minimum 2 lata na stanowisku kierowcy',
    'Szukamy doświadczonego kucharza do restauracji.',
    'Udokumentowane doświadczenie w księgowości.',
    'Od kandydatów oczekujemy doświadczenia w pracy z dziećmi.',
    'Zatrudnimy kierowcę kat. C z doświadczeniem.',
  ],
  mustNotMatch: [
    'U nas zdobędziesz niezbędne doświadczenie w logistyce.',
    'Wymagane doświadczenie: brak.',
    'Staż trwa 3 miesiące i doświadczenie zdobędziesz na miejscu.',
    'Nie wymagamy doświadczenia.',
    'Doświadczenie nie jest wymagane.',
    'Praca bez doświadczenia – wszystkiego cię nauczymy.',
    'Zapraszamy osoby bez doświadczenia oraz studentów.',
    'Idealna pierwsza praca dla studenta.',
    'Zdobędziesz doświadczenie w międzynarodowym zespole.',
    'Dbasz o doświadczenie klienta w naszym salonie.',
    'Doświadcz wyjątkowej atmosfery Zakopanego!',
    'Jesteśmy firmą z 20-letnim doświadczeniem na rynku.',
    'Posiadamy wieloletnie doświadczenie w branży.',
    'Doświadczenie w sprzedaży będzie dodatkowym atutem.',
    'Mile widziane doświadczenie w gastronomii.',
    'Masz co najmniej 18 lat i status studenta.',
    'Rozpoczęcie pracy 2 stycznia 2026 r.',
    'Praca pod okiem doświadczonego mentora.',
    'Nie masz doświadczenia? Nic nie szkodzi!',
    'Masz doświadczenie w sprzedaży? To będzie Twój atut.',
    'Szukamy osób z doświadczeniem lub bez.',
    'Opieka nad osobami starszymi w Niemczech.',
  ],
};
