import type { ExperiencePatterns } from './types.ts';

// Spanish, as ads in Spain and Latin America word it. "Se valorará", "valorable", "deseable" mark a
// nice-to-have, which is not a requirement: a first-job seeker can still apply, so it is not flagged.

/** Number words an ad spells out ("un año", "de uno a tres años"); two digits are a firm's history. */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`;
/** "año" is often typed without the tilde ("ano", "anos"). */
const YEARS = String.raw`a[ñn]os?`;
/** Wording that turns a mention of experience into a nice-to-have. */
const NICE_TO_HAVE = String.raw`(?:valorar[áa]|valora|valoraremos|valorable|deseable|plus|punto\s+a\s+favor|no\s+(?:es\s+)?(?:imprescindible|necesari[ao]|obligatori[ao]))`;

export const patterns: ExperiencePatterns = {
  asks: [
    // A small number of years of experience is asked of the candidate; a company's own history is
    // told with larger numbers or after "empresa con…", and "tras un año de experiencia" is a career
    // path: all are left out.
    new RegExp(
      String.raw`(?<!(?:empresa|compañ[íi]a|grupo|contamos|llevamos|somos)\s{1,4}(?:con\s{1,4})?(?:m[áa]s\s{1,4}de\s{1,4})?)(?<!(?:tras|despu[ée]s\s{1,4}de)\s{1,4})${NUMBER}\s*(?:\+|o\s+m[áa]s)?\s*(?:(?:-|–|a|y)\s*\d+\s*)?${YEARS}\s+(?:de\s+experiencia|trabajando|ejerciendo|desempeñando)`,
      'iu',
    ),
    // "mínimo / al menos N años en…": the years are of work, whatever the number (an age says "tener").
    new RegExp(
      String.raw`(?:m[íi]nimo|al\s+menos|como\s+m[íi]nimo|m[íi]n\.)\s*(?:de\s+)?(?:\d+|${NUMBER})\s*${YEARS}\s+(?:de\s+experiencia|en\s|como\s|trabajando|ejerciendo)`,
      'iu',
    ),
    // "Experiencia (mínima / previa / laboral): 2 años" — the job portals' own field, with its value.
    new RegExp(
      String.raw`experiencia(?:\s+(?:laboral|profesional|m[íi]nima|previa|demostrable|comprobable|comprobada))*\s*:?\s*(?:de\s+)?(?:(?:al\s+menos\s+|m[íi]nimo\s+|m[áa]s\s+de\s+)\d+|(?:al\s+menos\s+|m[íi]nimo\s+|m[áa]s\s+de\s+)?${NUMBER})\s*\+?\s*${YEARS}`,
      'iu',
    ),
    // Months count too ("6 meses de experiencia", "Experiencia mínima: 6 meses"), but not a
    // programme the company offers ("te ofrecemos una experiencia de 6 meses en Londres").
    new RegExp(
      String.raw`(?<!(?:ofrecemos|ofrece|vivir[áa]s|vive|disfruta)\s{1,4}(?:una\s{1,4})?)(?:(?<![\p{L}\d])(?:\d{1,2}|tres|seis|nueve|doce|dieciocho)\s+meses\s+de\s+experiencia|medio\s+a[ñn]o\s+de\s+experiencia|experiencia(?:\s+(?:laboral|m[íi]nima|previa))*\s*:?\s*(?:de\s+)?(?:al\s+menos\s+|m[íi]nimo\s+)?\d{1,2}\s+meses)`,
      'iu',
    ),
    // "experiencia (en ventas) requerida / imprescindible / comprobable / (excluyente)", unless the
    // portal's field says "no"; "la experiencia necesaria" is what the company gives, and "la
    // experiencia del cliente" is customer experience.
    new RegExp(
      String.raw`(?<!\b(?:sin|ni|la|toda)\s{1,4})experiencia(?!\s+(?:del|de\s+(?:usuario|cliente|compra))\b)(?:\s+(?!no\b|\S*[.!?](?:\s|$))\S+){0,4}?\s+\(?(?:requerida|necesaria|imprescindible|obligatoria|indispensable|excluyente|comprobable|comprobada|demostrable|demostrada|acreditada|acreditable|contrastada|probada)(?!\s*:?\s*(?:ninguna|no\b|sin\b))`,
      'iu',
    ),
    // The requirement said first: "Imprescindible experiencia…", "Se requiere experiencia…"; not after
    // "no" nor Portuguese "não / nao", whose unaccented "experiencia" is spelt as in Spanish.
    new RegExp(
      String.raw`(?<!\bn(?:o|[ãa]o)\s{1,4}(?:es\s{1,4})?)(?:imprescindible|indispensable|es\s+necesaria|es\s+obligatoria|se\s+requiere|se\s+requieren|requerimos|exigimos|se\s+exige|requisito(?:s)?\s*:?)\s+(?:(?:tener|contar\s+con|aportar|acreditar)\s+)?(?:una\s+)?(?:\S+\s+){0,2}?experiencia(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // "Deberás contar con experiencia…", "Es necesario tener experiencia…" (not after "no").
    new RegExp(
      String.raw`(?<!\bno\s{1,4})(?:deber[áa]s|debes|deber[áa]|es\s+necesario|es\s+imprescindible)\s+(?:tener|contar\s+con|aportar|acreditar|poseer)\s+(?:\S+\s+){0,2}?experiencia(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // "Buscamos camarero con experiencia", unless "con o sin experiencia" / "con experiencia o sin ella".
    new RegExp(
      String.raw`(?:buscamos|se\s+busca|precisamos|necesitamos|incorporamos|seleccionamos)\s+(?:\S+\s+){0,4}?con\s+(?:amplia\s+|s[óo]lida\s+|dilatada\s+|probada\s+)?experiencia(?!\s+o\s+sin)(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // A senior role is by definition one for people with years behind them.
    new RegExp(
      String.raw`\b(?:perfil|puesto|posici[óo]n|programador|programadora|desarrollador|desarrolladora|ingenier[oa]|consultor|consultora|t[ée]cnic[oa]|analista|dise[ñn]ador|dise[ñn]adora)\s+senior\b`,
      'iu',
    ),
  ],
  mustMatch: [
    'Es necesaria experiencia previa en cocina.',
    'Experiencia comprobable en ventas (excluyente).',
    'Contar con experiencia comprobable de 2 años como chofer.',
    'Se pide un mínimo de 6 meses de experiencia en reparto.',
    'Experiencia mínima: 6 meses',
    'Se requiere experiencia mínima de 2 años en puestos similares.',
    'Experiencia de al menos 3 años como administrativo/a.',
    'Buscamos un perfil con 2-3 años de experiencia en atención al cliente.',
    'Imprescindible experiencia previa en hostelería.',
    'Experiencia demostrable en ventas B2B.',
    'Requisitos: 2+ años de experiencia en desarrollo web con React.',
    'Experiencia mínima: Al menos 1 año',
    'Mínimo dos años de experiencia en el sector logístico.',
    'Deberás contar con experiencia en puesto similar.',
    'Experiencia requerida: 3 años en gestión de equipos.',
    'Buscamos programador senior para proyecto estable.',
    'experiencia minima de un ano como dependienta',
    'Al menos 5 años trabajando como electricista.',
    'Se busca camarero con experiencia para temporada de verano.',
    'Necesitamos cocineros con amplia experiencia en cocina mediterránea.',
    'Es necesario tener experiencia previa como repartidor.',
  ],
  mustNotMatch: [
    'Tras un año de experiencia en la tienda podrás optar a encargado.',
    'Te daremos la formación y la experiencia necesaria.',
    'Experiencia en ventas no excluyente.',
    'Para nosotros la experiencia del cliente es imprescindible.',
    'Te ofrecemos una experiencia de 6 meses en nuestra oficina de Londres.',
    'No se requiere experiencia previa.',
    'No es necesaria experiencia, te formamos nosotros.',
    'Sin experiencia: ofrecemos formación a cargo de la empresa.',
    'Ideal como primer empleo para estudiantes.',
    'Adquirirás experiencia en un entorno internacional.',
    'Tu misión: mejorar la experiencia del cliente en nuestras tiendas.',
    'Vive la experiencia de trabajar en el corazón de Barcelona.',
    'Somos una empresa con más de 20 años de experiencia en el sector.',
    'Se valorará experiencia en atención al cliente, aunque no es imprescindible.',
    'Experiencia mínima: No requerida',
    'Requisitos: tener al menos 18 años y ganas de aprender.',
    'Buscamos jóvenes con o sin experiencia para nuestra tienda.',
    'Requisitos: experiencia en ventas valorable, carnet de conducir.',
    'Buscamos dependientes con experiencia en moda, aunque no es imprescindible.',
    'Incorporación el 1 de septiembre de 2025; contrato de 6 meses.',
    'No es necesario tener experiencia previa como repartidor.',
    'Valoramos a candidatos sin experiencia que quieran crecer.',
  ],
};
