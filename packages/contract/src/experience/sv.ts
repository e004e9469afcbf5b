import type { ExperiencePatterns } from './types.ts';

// Swedish ads ask for "erfarenhet", often as a compound (arbetslivserfarenhet, yrkeserfarenhet,
// branscherfarenhet), so the word is matched inside longer words. What is "meriterande", "ett plus"
// or "en fördel" is a nice-to-have, not a requirement; "ingen/inte/utan" in the same sentence before
// the word denies it, and "vi har 40 års erfarenhet" is the employer speaking of itself.
// A leading (?=…) on a pattern's first letters is for speed: the lookbehinds after it then run only where
// the pattern can start, not at every character of a 10,000-character text.

export const patterns: ExperiencePatterns = {
  asks: [
    // "Minst / minimum N års erfarenhet": a floor on years. Ages ("minst 18 år") are above the range.
    /(?<!\p{L})(?:minst|minimum|åtminstone|atminstone)\s+(?:1[0-5]|[1-9]|en|ett|två|tva|tre|fyra|fem|sex|sju|åtta|atta|nio|tio|ett par)(?:[,.]5)?\s*(?:[-–]\s*\d{1,2}\s*)?(?:års|ars|år|ar)(?!\p{L})[^.!?\n,;]{0,40}?erfarenhet(?![^.!?\n]{0,40}(?<!\p{L})(?:inte|ej|inget|ingen|meriterande|merit|plus|fördel|fordel|bonus)(?!\p{L}))/iu,
    // "2 års / 3–5 års / 3+ års erfarenhet" without a floor word; small numbers only, and not after
    // "vi har" / "företaget har" (the employer's own history).
    /(?=[\dtfne])(?<!(?<!\p{L})(?:vi|företaget|foretaget|bolaget|koncernen)\s+har[^.!?\n]{0,30})(?<![\p{L}\d])(?:1[0-2]|[1-9]|två|tva|tre|fyra|fem|några|nagra|flera|ett par)\s*(?:\+\s*|[-–]\s*\d{1,2}\s*)?(?:års|ars)\s+(?:\p{L}+\s+){0,2}?\p{L}*erfarenhet(?![^.!?\n]{0,40}(?<!\p{L})(?:inte|ej|meriterande|merit|plus|fördel|fordel|bonus)(?!\p{L}))/iu,
    // "Flerårig / gedigen / dokumenterad / tidigare / relevant … erfarenhet": qualified experience.
    // Not when the sentence denies it before, offers it ("du får…"), or calls it a plus after.
    /(?=[fmgdbtrlo])(?<!(?<!\p{L})(?:ingen|inga|inget|utan|inte|ej|får|far|få|fa|skaffa|skaffar|samla|samlar|bygga|bygger|ger|erbjuder|vi har|har vi|företaget har|bolaget har)(?!\p{L})[^.!?\n]{0,40})(?<!\p{L})(?:flerårig|flerarig|mångårig|mangarig|gedigen|dokumenterad|bevisad|tidigare|relevant|lång|lang|god|goda|bred|omfattande)\s+(?:\p{L}+\s+)?\p{L}*erfarenhet(?:en|er)?(?![^.!?\n]{0,40}(?<!\p{L})(?:inte|ej|inget|meriterande|merit|plus|fördel|fordel|bonus)(?!\p{L}))/iu,
    // "Erfarenhet krävs / är ett krav / är nödvändig": the word followed by "required".
    /(?=erfarenhet)(?<!(?<!\p{L})(?:ingen|inga|inget|utan|inte|ej)(?!\p{L})[^.!?\n]{0,40})erfarenhet(?:en|er)?(?:\s+(?:av|inom|från|fran|som)\s+(?:\p{L}+\s+){0,2}?\p{L}+)?\s+(?:krävs|kravs|är\s+ett\s+krav|ar\s+ett\s+krav|är\s+ett\s+måste|är\s+nödvändig|ar\s+nodvandig|är\s+obligatorisk)(?!\p{L})/iu,
    // "Krav: erfarenhet av…", "vi kräver erfarenhet": "required" before the word, with no denial between.
    /(?=kr)(?<!(?<!\p{L})(?:inget|inga|ingen|inte|ej)\s+)(?:krav|kräver|kraver|krävs|kravs)(?:\s*:\s*|\s+på\s+|\s+)(?:\p{L}+\s+){0,2}?\p{L}*erfarenhet(?<!(?<!\p{L})(?:ingen|inga|inget|inte|ej)\s+\p{L}*erfarenhet)/iu,
    // "Du har erfarenhet av…", "du bör ha vana och erfarenhet av…": the candidate is expected to have it, unless the
    // sentence calls it a plus ("har du erfarenhet av X är det meriterande").
    /(?<!\p{L})(?:du\s+har|du\s+bör\s+ha|du\s+bor\s+ha|du\s+ska\s+ha|du\s+måste\s+ha|du\s+maste\s+ha|du\s+behöver\s+ha)\s+(?:\p{L}+\s+){0,2}?\p{L}*erfarenhet(?<!(?<!\p{L})(?:ingen|inga|inget|inte|ej)\s+\p{L}*erfarenhet)(?![^.!?\n]{0,60}(?<!\p{L})(?:meriterande|merit|plus|fördel|fordel|bonus)(?!\p{L}))/iu,
    // "Vi söker en erfaren säljare", "du är erfaren": the adjective on the person sought; "våra erfarna
    // kollegor" (who train you) is neither, nor "en erfaren eller nyexaminerad…" (either will do).
    /(?<!\p{L})(?:söker|soker)\s+(?:en\s+|ett\s+|dig\s+som\s+är\s+)?(?:erfaren|erfaret|erfarna)(?!\p{L})(?!\s+eller)|(?<!\p{L})du\s+är\s+(?:en\s+)?erfaren(?!\p{L})/iu,
    // "Senior utvecklare / seniora konsulter": a seniority title on a Swedish job noun.
    /(?<!\p{L})seniora?\s+(?:\p{L}+\s+)?(?:utvecklare|systemutvecklare|ingenjör|ingenjor|konsult|konsulter|rådgivare|radgivare|projektledare|arkitekt|ekonom|redovisningsekonom|tekniker|säljare|saljare|handläggare|handlaggare|testare)(?!\p{L})/iu,
  ],
  mustMatch: [
    'Du har minst 2 års erfarenhet av kundservice.',
    'Minst tre års arbetslivserfarenhet inom bygg krävs.',
    'Vi söker dig med 3–5 års erfarenhet som lagerarbetare.',
    'Krav: 2+ års yrkeserfarenhet inom restaurang.',
    'Du har flerårig erfarenhet av redovisning.',
    'Dokumenterad erfarenhet av projektledning är ett krav.',
    'Tidigare erfarenhet av försäljning krävs.',
    'Relevant branscherfarenhet är nödvändig för tjänsten.',
    'Erfarenhet krävs.',
    'Vi kräver erfarenhet av truckkörning.',
    'Du har erfarenhet av att arbeta i kassa.',
    'Vi söker en erfaren snickare till vårt team i Malmö.',
    'Du är erfaren och van att arbeta självständigt.',
    'Vi söker nu en senior utvecklare med fokus på backend.',
    'Minst ett års erfarenhet som barnskötare',
    'Du har gedigen erfarenhet inom ekonomi och goda kunskaper i Excel.',
    'Du har några års erfarenhet av kundtjänst.',
    'Erfarenhet av liknande arbete krävs.',
  ],
  mustNotMatch: [
    'Ingen tidigare erfarenhet krävs – vi lär dig allt på plats.',
    'Du behöver inte ha någon tidigare erfarenhet.',
    'Erfarenhet är inget krav.',
    'Vi välkomnar sökande utan erfarenhet.',
    'Perfekt som första jobb efter gymnasiet!',
    'Hos oss får du värdefull erfarenhet inom handeln.',
    'Du bidrar till en bättre kundupplevelse i butiken.',
    'Upplev Göteborg och vår unika kultur.',
    'Vi har över 40 års erfarenhet av branschen.',
    'Företaget har 30 års erfarenhet av bygg och anläggning.',
    'Erfarenhet av Excel är meriterande.',
    'Tidigare erfarenhet av lagerarbete är ett plus men inget krav.',
    'Har du erfarenhet av kassa är det en fördel.',
    'Du ska vara minst 18 år och ha körkort.',
    'Tillträde 1 mars 2025, sista ansökningsdag 15 februari.',
    'Våra erfarna kollegor introducerar dig de första veckorna.',
    'Det är inget krav på tidigare erfarenhet.',
    'Inga krav på tidigare erfarenhet, vi lär upp dig.',
    'Erfarenhet från liknande roll är meriterande men inte ett krav.',
    'Vi har flera års erfarenhet av att lära upp nya medarbetare.',
    'Vi söker en erfaren eller nyexaminerad undersköterska.',
  ],
};
