import type { ExperiencePatterns } from './types.ts';

// Italian, as ads in Italy and Ticino word it. "Gradita", "preferibile", "costituisce titolo
// preferenziale" and "è un plus" mark a nice-to-have, not a requirement: not flagged. "Anche prima
// esperienza" is the usual way of welcoming beginners.

/** Number words for the years an ad asks. */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)`;
/** Wording that turns a mention of experience into a nice-to-have. */
const NICE_TO_HAVE = String.raw`(?:gradit[ao]|graditissim[ao]|preferibile|preferenziale|costituisce|costituir[àa]|[èe]\s+un\s+plus|sar[àa]\s+(?:considerat[ao]|valutat[ao])|non\s+(?:[èe]\s+)?(?:indispensabile|necessari[ao]|obbligatori[ao]))`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2 anni di esperienza", "2-3 anni…", "un anno di esperienza": a few years asked of the
    // candidate; a firm's own history ("azienda con 5 anni di esperienza", "30 anni…") and a career
    // path ("dopo un anno di esperienza") are left out.
    new RegExp(
      String.raw`(?<!(?:azienda|societ[àa]|gruppo|realt[àa])\s{1,4}(?:con|da)\s{1,4}(?:oltre\s{1,4}|pi[ùu]\s{1,4}di\s{1,4})?)(?<!dopo\s{1,4})${NUMBER}\s*(?:(?:-|–|a)\s*\d+\s*)?\+?\s*ann[oi]\s+(?:di\s+)?esperienza`,
      'iu',
    ),
    // "almeno / minimo N anni nel ruolo": years of work, whatever the number; an age ("avere almeno
    // 18 anni") is not followed by where the years were spent.
    new RegExp(
      String.raw`(?:almeno|minimo|minimo\s+di|non\s+meno\s+di)\s+(?:\d+|${NUMBER})\s*ann[oi]\s+(?:di\s+esperienza|nel\s|nella\s|nello\s|in\s|come\s|presso\s)`,
      'iu',
    ),
    // "Esperienza (lavorativa / minima): 2 anni", "esperienza nel ruolo di almeno due anni", within
    // one sentence.
    new RegExp(
      String.raw`esperienza(?:\s+(?!non\b|\S*[.!?](?:\s|$))\S+){0,4}?\s*:?\s*(?:di\s+)?(?:(?:almeno|minimo|oltre)\s+\d+|(?:(?:almeno|minimo|oltre)\s+)?${NUMBER})\s*ann[oi]`,
      'iu',
    ),
    // Months count too ("6 mesi di esperienza", "esperienza: 6 mesi"), but not a programme the
    // company offers ("ti offriamo un'esperienza di 6 mesi a Londra").
    new RegExp(
      String.raw`(?<!(?:offriamo|offre|proponiamo|vivi|vivrai)\s{1,4}(?:un['’]\s{0,4})?)(?:(?<![\p{L}\d])(?:\d{1,2}|tre|sei|nove|dodici|diciotto)\s+mesi\s+(?:di\s+)?esperienza|esperienza(?:\s+(?:lavorativa|professionale|minima|pregressa))*\s*:?\s*(?:di\s+)?(?:almeno\s+|minimo\s+)?\d{1,2}\s+mesi)`,
      'iu',
    ),
    // "esperienza biennale / pluriennale", but not a firm "forte di un'esperienza decennale".
    new RegExp(
      String.raw`(?<!fort[ei]\s{1,4}(?:di|della|dell['’])\s{0,4}(?:un['’]\s{0,4}|una\s{1,4})?)esperienza\s+(?:almeno\s+)?(?:annuale|biennale|triennale|quadriennale|quinquennale|pluriennale)`,
      'iu',
    ),
    // "esperienza (nel ruolo) richiesta / indispensabile / comprovata", never across a "non".
    new RegExp(
      String.raw`(?<!(?:senza|nessuna|alcuna)\s{1,4})(?<!l['’]\s{0,2})esperienza(?:\s+(?!non\b)\S+){0,4}?\s+(?:richiesta|necessaria|indispensabile|obbligatoria|essenziale|comprovata|documentata|consolidata|maturata|dimostrabile)(?!\p{L})(?!\s*:?\s*(?:nessuna|no\b|non\b))`,
      'iu',
    ),
    // "Comprovata / pregressa esperienza come…", unless it is then or before called a plus.
    new RegExp(
      String.raw`(?<!(?:senza|nessuna|alcuna|non\s{1,4}[èe]\s{1,4}richiesta|non\s{1,4}[èe]\s{1,4}necessaria|${NICE_TO_HAVE})\s{1,4}(?:(?:una|la|alcuna)\s{1,4})?)(?<!\p{L})(?:comprovata|pregressa|precedente|consolidata|solida|significativa|documentata)\s+esperienza(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // The requirement said first: "Si richiede esperienza", "È indispensabile aver maturato
    // esperienza", not after "non", not across "nessuna / senza" nor the end of a sentence.
    new RegExp(
      String.raw`(?<!\bnon\s{1,4}(?:[èe]\s{1,4})?)(?<!\p{L})(?:si\s+richiede|richiediamo|richiesta|[èe]\s+richiesta|indispensabile|necessari[ao]|obbligatori[ao]|requisit[oi]\s*:|requisito\s+(?:fondamentale|essenziale|indispensabile))\s+(?:(?!nessuna\b|senza\b|non\b|\S*[.!?]\s)\S+\s+){0,3}?(?:un['’]\s*)?esperienza(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // "Hai maturato / possiedi / vanti esperienza…", not "se hai maturato…" and not when a plus.
    new RegExp(
      String.raw`(?<!\bse\s{1,4})(?<!\p{L})(?:vanti|possiedi|hai\s+(?:gi[àa]\s+)?maturato|ha\s+maturato|abbia\s+maturato)\s+(?:\S+\s+){0,2}?(?:un['’]\s*)?esperienza(?!\s*\?)(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // "Cerchiamo cameriere con esperienza / esperto", not "con o senza esperienza" nor the team's.
    new RegExp(
      String.raw`(?:cerchiamo|cercasi|ricerchiamo|selezioniamo|cerca)\s+(?:\S+\s+){0,3}?(?:con\s+esperienza|(?<!(?:personale|team|squadra|colleghi|tutor)\s{1,4})espert[oaie])(?!\p{L})`,
      'iu',
    ),
    // A senior role is by definition one for people with years behind them.
    new RegExp(
      String.raw`(?<!\p{L})(?:sviluppatore|sviluppatrice|programmatore|programmatrice|consulente|ingegnere|profilo|tecnico|analista|progettista|figura)\s+senior(?!\p{L})`,
      'iu',
    ),
  ],
  mustMatch: [
    'Esperienza nel ruolo di almeno un anno.',
    'Almeno 6 mesi di esperienza come barista.',
    'Esperienza minima: 6 mesi.',
    'Esperienza di almeno 2 anni nel ruolo.',
    'Richiesta esperienza pregressa nella mansione.',
    'Si richiede esperienza minima di 3 anni in analoga posizione.',
    'Esperienza pluriennale nel settore della ristorazione.',
    'Hai maturato almeno un anno di esperienza come magazziniere.',
    'Comprovata esperienza in ruoli analoghi.',
    'È indispensabile aver maturato esperienza nel settore retail.',
    'Requisiti: 2+ anni di esperienza nello sviluppo web.',
    'Cerchiamo cameriere con esperienza per la stagione estiva.',
    'Sviluppatore senior Java – sede di Milano.',
    'esperienza di almeno due anni come impiegata amministrativa',
    'Esperienza nella mansione obbligatoria.',
    "Vanti un'esperienza consolidata nella gestione del personale.",
    'Cercasi pizzaiolo esperto per locale in centro.',
    'Almeno 5 anni presso studi di commercialisti.',
  ],
  mustNotMatch: [
    'Dopo un anno di esperienza potrai diventare responsabile di reparto.',
    "Acquisirai l'esperienza necessaria per crescere con noi.",
    "Ti offriamo un'esperienza di 6 mesi nella nostra sede di Londra.",
    'Non è richiesta esperienza.',
    'Non è richiesta esperienza pregressa: offriamo formazione.',
    'Esperienza non necessaria, ti formiamo noi.',
    'Anche senza esperienza, purché motivati.',
    'Valutiamo anche prima esperienza.',
    'Maturerai esperienza in un contesto internazionale.',
    "Il tuo obiettivo: migliorare l'esperienza del cliente in negozio.",
    "Vivi l'esperienza di lavorare sul lago di Garda!",
    'Azienda con oltre 30 anni di esperienza nel settore alimentare.',
    'Gradita esperienza nel ruolo.',
    'Requisiti: diploma, esperienza nel settore gradita.',
    'Esperienza richiesta: nessuna.',
    'Una pregressa esperienza nel settore costituisce titolo preferenziale.',
    'Requisiti: età minima 18 anni, nessuna esperienza necessaria.',
    'Inizio lavoro il 3 febbraio 2026, contratto di 6 mesi.',
    'Cerchiamo ragazzi con o senza esperienza.',
    'Sarai affiancato da personale esperto.',
    "Forti di un'esperienza decennale, offriamo soluzioni su misura.",
  ],
};
