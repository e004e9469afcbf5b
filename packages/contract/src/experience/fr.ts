import type { ExperiencePatterns } from './types.ts';

// French, as ads in France, Belgium, Switzerland and Quebec word it. France Travail's fields are
// "Débutant accepté", "Expérience souhaitée" and "Expérience exigée": only the last is a requirement;
// "souhaitée", "appréciée", "un plus", "un atout" are nice-to-haves and are not flagged. A stated
// number of years is flagged even when "souhaitée": a beginner reads a number as a bar.

/** "expérience" is often typed without its accents. */
const EXPERIENCE = String.raw`exp[ée]rience`;
/** Number words for the years an ad asks; "un/une an" covers "un an d'expérience". */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)`;
/** "d'expérience" with a straight or typographic apostrophe, or "de l'expérience". */
const OF = String.raw`(?:d['’]\s*|de\s+)`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2 ans d'expérience", "3 à 5 ans d'expérience", "2+ ans…": a few years, asked of the candidate;
    // a firm's own history ("forte de 5 ans d'expérience", "20 ans d'expérience") and a career path
    // ("après un an d'expérience") are left out.
    new RegExp(
      String.raw`(?<!(?:forte?|riche)\s{1,4}de\s{1,4}(?:plus\s{1,4}de\s{1,4})?)(?<!(?:apr[èe]s|au\s{1,4}bout\s{1,4}d['’])\s{0,4})${NUMBER}\s*(?:(?:à|a|-|–)\s*\d+\s*)?\+?\s*ans?\s+(?:minimum\s+)?${OF}${EXPERIENCE}`,
      'iu',
    ),
    // "au moins / minimum N ans dans / sur un poste…": years of work, whatever the number; an age
    // ("avoir au moins 18 ans") is not followed by where the years were spent.
    new RegExp(
      String.raw`(?:au\s+moins|au\s+minimum|minimum|min\.)\s*(?:de\s+)?\d+\s*ans?\s+(?:${OF}${EXPERIENCE}|dans\s|en\s+tant\s|sur\s+un\s+poste|à\s+un\s+poste|comme\s)`,
      'iu',
    ),
    // "Expérience : 2 ans", "une expérience d'au moins 2 ans", "expérience minimale de 3 ans".
    new RegExp(
      String.raw`${EXPERIENCE}(?:\s+(?:professionnelle|minimale|minimum|exig[ée]e|requise))*\s*:?\s*(?:${OF})?(?:(?:au\s+moins\s+|minimum\s+|plus\s+de\s+)\d+|(?:au\s+moins\s+|minimum\s+|plus\s+de\s+)?${NUMBER})\s*(?:(?:à|a|-|–)\s*\d+\s*)?ans?(?!\p{L})`,
      'iu',
    ),
    // Months count too ("6 mois d'expérience", "expérience : 6 mois"), but not a programme the
    // company offers ("nous vous offrons une expérience de 6 mois à Londres").
    new RegExp(
      String.raw`(?<!(?:offrons|propose|proposons|offre|vivez|vivre)\s{1,4}(?:une\s{1,4})?)(?:(?<![\p{L}\d])(?:\d{1,2}|trois|six|neuf|douze|dix-huit)\s+mois\s+(?:minimum\s+)?${OF}${EXPERIENCE}|${EXPERIENCE}(?:\s+(?:professionnelle|minimale|minimum))*\s*:?\s*(?:${OF})?(?:au\s+moins\s+|minimum\s+)?\d{1,2}\s+mois)`,
      'iu',
    ),
    // "expérience exigée / requise / indispensable", also a few words later ("expérience en
    // restauration exigée"), but not "aucune expérience requise" nor "l'expérience n'est pas exigée".
    new RegExp(
      String.raw`(?<!(?:aucune|sans|ni|pas\s{1,4}de|pas\s{1,4}d['’]|non)\s{0,4})${EXPERIENCE}(?:\s+(?!pas\b|non\b|n['’]|ne\b)\S+){0,5}?\s+(?:exig[ée]e|requise|indispensable|obligatoire|imp[ée]rative|significative|confirm[ée]e|probante|av[ée]r[ée]e|solide)(?!\s*:?\s*(?:aucune|non\b|pas\b))`,
      'iu',
    ),
    // "Vous justifiez d'une expérience…", "Vous avez une première expérience en vente", unless it is
    // then called a plus, or asked as a question.
    new RegExp(
      String.raw`(?<!\bsi\s{1,4})(?:vous\s+(?:avez|poss[ée]dez|(?:disposez|justifiez|b[ée]n[ée]ficiez)\s+(?:\p{L}+ment\s+)?d['’])|justifier\s+d['’]|doté(?:e)?\s+d['’])\s*(?:d[ée]j[àa]\s+)?(?:une|d['’]une)?\s*(?:(?:premi[èe]re|solide|bonne|r[ée]elle|r[ée]ussie|significative)\s+)?${EXPERIENCE}(?!\s*\?)(?!(?:\s+\S+){0,6}?\s+(?:est|serait|sera)\s+(?:un\s+plus|appr[ée]ci[ée]e|un\s+atout|bienvenue|souhait[ée]e))`,
      'iu',
    ),
    // "Cuisinier confirmé", "Développeur senior": the job's own title says it is not for beginners.
    new RegExp(
      String.raw`(?<!\p{L})(?:d[ée]veloppeu(?:r|se)|ing[ée]nieur(?:e)?|consultant(?:e)?|cuisini(?:er|[èe]re)|serveu(?:r|se)|commercial(?:e)?|vendeu(?:r|se)|profil|technicien(?:ne)?|comptable|chef\s+de\s+projet|coiffeu(?:r|se)|boulang(?:er|[èe]re)|[ée]lectricien(?:ne)?|ma[çc]on|m[ée]canicien(?:ne)?)s?(?:\s+\(h\/f\))?\s+(?:confirm[ée]e?s?|senior|exp[ée]riment[ée]e?s?)(?!\p{L})`,
      'iu',
    ),
    // "Nous recrutons un serveur (H/F) expérimenté", but not "notre équipe expérimentée vous forme".
    new RegExp(
      String.raw`(?:recherchons|recrutons|recherche|recrute|cherchons)\s+(?:\S+\s+){0,4}?(?<!(?:[ée]quipe|formateurs?|tuteurs?|coll[èe]gues)\s{1,4})(?:exp[ée]riment[ée]e?s?|confirm[ée]e?s?)(?!\p{L})`,
      'iu',
    ),
  ],
  mustMatch: [
    "Vous justifiez impérativement d'une expérience en boulangerie.",
    "Vous avez au moins 6 mois d'expérience en caisse.",
    'Expérience minimum : 6 mois',
    "Vous justifiez d'une expérience d'au moins 2 ans dans un poste similaire.",
    'Expérience de 3 à 5 ans exigée.',
    "Vous avez minimum 2 ans d'expérience en tant que serveur.",
    "2 ans d'expérience minimum sur un poste équivalent.",
    'Une première expérience réussie en vente est exigée.',
    'Expérience professionnelle : 2 ans',
    'Expérience en restauration traditionnelle indispensable.',
    "Vous disposez d'une expérience significative en comptabilité fournisseurs.",
    'Nous recrutons un cuisinier confirmé pour la saison.',
    'Développeur senior Java (H/F) – CDI',
    'experience exigee de un an minimum en magasin',
    'Titulaire du permis B, vous avez une première expérience en livraison.',
    'Au moins 3 ans dans la grande distribution.',
    'Nous recherchons une vendeuse (H/F) expérimentée.',
    "Vous avez deux ans d'expérience dans l'animation.",
  ],
  mustNotMatch: [
    "Après un an d'expérience chez nous, vous pourrez évoluer vers un poste de manager.",
    'Nous vous offrons une expérience de 6 mois dans notre bureau de Londres.',
    'Aucune expérience requise, une formation est assurée.',
    "Pas d'expérience exigée : débutants acceptés.",
    "L'expérience n'est pas exigée, seule la motivation compte.",
    'Poste ouvert aux candidats sans expérience.',
    'Idéal pour une première expérience ou un premier emploi.',
    'Vous acquerrez une expérience concrète du terrain.',
    "Vous améliorerez l'expérience client en boutique.",
    "Venez vivre l'expérience d'une saison à Chamonix !",
    "Forte de 20 ans d'expérience, notre entreprise accompagne les PME.",
    'Une première expérience serait un plus.',
    'Vous avez au moins 18 ans et le permis B.',
    'Poste à pourvoir le 2 janvier 2026, CDD de 6 mois.',
    'Notre équipe expérimentée vous formera à nos méthodes.',
    "Vous n'avez pas d'expérience ? Ce n'est pas un problème.",
    'Expérience souhaitée mais non exigée.',
  ],
};
