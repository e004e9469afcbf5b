import type { ExperiencePatterns } from './types.ts';

// `\b` knows only ASCII letters, so word edges are lookarounds on \p{L}. A company's own experience
// ("Wir verfügen über 20 Jahre Erfahrung"), a negation ("keine Berufserfahrung nötig") and what the
// job gives ("erste Berufserfahrung sammeln") do not count.
const START = String.raw`(?<!\p{L})`;
const COMPANY_SPEAKS = String.raw`(?<!(?:wir|unternehmen|firma|team)\s{1,3}(?:verfügen|verfügt|haben|hat|blicken|blickt|bringen|bringt)\s{1,3}(?:über\s{1,3}|auf\s{1,3})?(?:mehr als\s{1,3}|über\s{1,3}|fast\s{1,3})?)`;
const COUNT = String.raw`(?:\d+|ein\p{L}*|zwei|drei|vier|fünf|sechs)`;
/** A few words that are neither "nicht" nor "kein…". */
const WORDS = (n: number) => String.raw`(?:\s{1,3}(?!nicht(?!\p{L})|kein)[\p{L}-]+){0,${n}}?`;
const EXPERIENCE = String.raw`${START}(?<!kein\p{L}{0,3}\s{1,3}(?:\p{L}{1,20}\s{1,3})?)\p{L}*erfahrung(?:en)?(?!\p{L})`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "mindestens 2 Jahre Berufserfahrung"
    new RegExp(
      String.raw`${START}(?:mindestens|mind\.|min\.)\s{1,3}${COUNT}\s{0,3}(?:Jahr|Monat)\p{L}*(?:\s{1,3}[\p{L}-]+){0,3}?\s{1,3}\p{L}*erfahrung`,
      'iu',
    ),
    // "Berufserfahrung von mindestens einem Jahr"
    /erfahrung\s{1,3}von\s{1,3}(?:mindestens|mind\.|über|mehr als)\s/iu,
    // "Berufserfahrung: mindestens 1 Jahr", "Erfahrung: ab 2 Jahren"
    new RegExp(
      String.raw`erfahrung\s{0,3}[:–-]\s{0,3}(?:mindestens\s{1,3}|mind\.\s{0,3}|ab\s{1,3}|über\s{1,3})?${COUNT}\s{0,3}(?:Jahr|Monat)`,
      'iu',
    ),
    // "2+ Jahre Erfahrung", "3–5 Jahre einschlägige Berufserfahrung"
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])${COMPANY_SPEAKS}\d+\s{0,3}\+?\s{0,3}(?:[–-]\s{0,3}\d+\s{0,3})?Jahr\p{L}*(?:\s{1,3}[\p{L}-]+){0,2}?\s{1,3}\p{L}*erfahrung`,
      'iu',
    ),
    // "Berufserfahrung ist erforderlich", "Erfahrung im Verkauf ist Voraussetzung"
    new RegExp(
      String.raw`${EXPERIENCE}${WORDS(4)}\s{1,3}(?:ist\s{1,3}|sind\s{1,3})?(?:erforderlich|Voraussetzung|Pflicht|notwendig|zwingend|unabdingbar|ein Muss)(?!\p{L})`,
      'iu',
    ),
    new RegExp(String.raw`${EXPERIENCE}${WORDS(4)}\s{1,3}(?:wird|werden)\s{1,3}vorausgesetzt`, 'iu'),
    new RegExp(
      String.raw`${START}setzen\s{1,3}(?:[\p{L}-]+\s{1,3}){0,4}?\p{L}*erfahrung(?:\s{1,3}[\p{L}-]+){0,4}?\s{1,3}voraus`,
      'iu',
    ),
    /(?<!\p{L})(?:mehrjährige|langjährige|einschlägige|fundierte|nachweisbare|nachgewiesene)\p{L}*\s{1,3}(?:\p{L}+\s{1,3})?\p{L}*erfahrung/iu,
    // "Sie verfügen über Berufserfahrung", "Du bringst erste Erfahrung mit"
    /(?<!\p{L})(?:Sie|du)\s{1,3}(?:verfügen|verfügst|bringen|bringst|haben|hast)\s{1,3}(?:(?!kein)[\p{L}-]+\s{1,3}){0,4}?\p{L}*erfahrung(?!\p{L})(?!\s{1,3}(?:zu\s{1,3})?sammeln)/iu,
    /(?<!\p{L})(?:suchen|sucht)\s{1,3}(?:\p{L}+\s{1,3}){0,2}?erfahrene[nr]?(?!\p{L})/iu,
    /(?<!\p{L})erfahrene[nr]?\s{1,3}[\p{L}-]+\s{1,3}gesucht/iu,
  ],
  mustMatch: [
    'Mindestens 2 Jahre Berufserfahrung im Einzelhandel.',
    'Berufserfahrung ist erforderlich.',
    'Sie verfügen über mehrjährige Berufserfahrung in der Gastronomie.',
    'Einschlägige Erfahrung im Lager wird vorausgesetzt.',
    '2+ Jahre Erfahrung als Kellner.',
    'Erfahrung im Verkauf ist Voraussetzung.',
    'Wir suchen einen erfahrenen Koch.',
    'Berufserfahrung von mindestens einem Jahr.',
    'Du bringst erste Erfahrung im Kundenservice mit.',
    'Erfahrene Servicekraft gesucht.',
    'Abgeschlossene Ausbildung und 3 Jahre Berufserfahrung als Elektriker.',
    'Wir setzen Erfahrung mit Kassensystemen voraus.',
    'Berufserfahrung: mindestens 1 Jahr.',
  ],
  mustNotMatch: [
    'Berufserfahrung ist nicht erforderlich.',
    'Keine Berufserfahrung nötig, wir arbeiten dich ein.',
    'Hier sammelst du erste Berufserfahrung.',
    'Ein perfekter Einstieg ohne Erfahrung für Studierende.',
    'Seit 10 Jahren am Markt.',
    'Wir verfügen über 20 Jahre Erfahrung in der Logistik.',
    'Unser erfahrenes Team arbeitet dich ein.',
    'Erfahrung ist von Vorteil, aber kein Muss.',
    'Ein tolles Kundenerlebnis ist uns wichtig.',
    'Du hast noch keine Erfahrung? Kein Problem!',
    'Bei uns hast du die Chance, Erfahrung zu sammeln.',
    'Keine Vorerfahrung erforderlich.',
    'Mindestens 6 Monate Verfügbarkeit.',
    'Keine Erfahrung? Kein Problem, du musst nur mindestens 18 Jahre alt sein.',
  ],
};
