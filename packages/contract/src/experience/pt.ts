import type { ExperiencePatterns } from './types.ts';

// Portuguese, as ads in Portugal and Brazil word them. Brazilian "diferencial", "desejável" and
// European "mais-valia", "valoriza-se" mark a nice-to-have, not a requirement: not flagged. Brazilian
// ads count experience in months too ("6 meses comprovada em carteira"), and their "contrato de
// experiência" is the probation period, not a requirement.

/** "experiência" is often typed without its circumflex. */
const EXPERIENCE = String.raw`experi[êe]ncia`;
/** Number words for the years an ad asks. */
const NUMBER = String.raw`(?<![\p{L}\d])(?:[1-9]|um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez)`;
/** A few years, or up to 99 months: both are what the candidate must bring. */
const DURATION = String.raw`(?:${NUMBER}\s*(?:(?:-|–|a)\s*\d+\s*)?\+?\s*anos?|(?<!\d)\d{1,2}\s*meses|${NUMBER}\s+meses)`;
/**
 * Wording that turns a mention of experience into a nice-to-have; "valor…" also takes the Spanish
 * "valorable", since unaccented "experiencia" is spelt alike in both languages.
 */
const NICE_TO_HAVE = String.raw`(?:diferencial|desej[áa]vel|mais-valia|mais\s+valia|valor(?:iz|[aá])\S*|preferencial|plus|n[ãa]o\s+(?:[ée]\s+)?(?:obrigat[óo]ri[ao]|necess[áa]ri[ao]|exigid[ao]|indispens[áa]vel))`;
/**
 * The probation period ("contrato de experiência") and a programme the company offers ("oferecemos
 * uma experiência de 6 meses"; Spanish "ofrecemos", spelt alike unaccented) are not requirements.
 */
const NOT_A_REQUIREMENT = String.raw`(?<!(?:contrato|per[íi]odo)\s{1,4}de\s{1,4})(?<!(?:oferecemos|oferece|ofrecemos|viva|viver|vive)\s{1,4}(?:uma\s{1,4}|una\s{1,4})?)`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2 anos de experiência", "6 meses de experiência", "2+ anos…": asked of the candidate; a firm's
    // own history ("empresa com 5 anos de experiência", "20 anos…") and a career path ("após 1 ano de
    // experiência") are left out.
    new RegExp(
      String.raw`(?<!(?:empresa|grupo|companhia|marca)\s{1,4}(?:com|de)\s{1,4}(?:mais\s{1,4}de\s{1,4})?)(?<!(?:ap[óo]s|depois\s{1,4}de)\s{1,4})${DURATION}\s+(?:de\s+)?${EXPERIENCE}`,
      'iu',
    ),
    // "no mínimo / pelo menos N anos na função": years of work, whatever the number; an age ("ter
    // pelo menos 18 anos") is not followed by where the years were spent.
    new RegExp(
      String.raw`(?:no\s+m[íi]nimo|m[íi]nimo\s+de|pelo\s+menos|ao\s+menos|m[íi]n\.)\s*(?:\d+|${NUMBER})\s*(?:anos?|meses)\s+(?:de\s+${EXPERIENCE}|na\s|no\s|em\s|como\s|de\s+atua|a\s+trabalhar|trabalhando)`,
      'iu',
    ),
    // "Experiência mínima de 2 anos", "experiência de no mínimo 6 meses", not the probation period.
    new RegExp(
      String.raw`${NOT_A_REQUIREMENT}${EXPERIENCE}(?:\s+(?:m[íi]nima|profissional|comprovada|pr[ée]via|anterior))*\s*:?\s*(?:de\s+)?(?:(?:no\s+m[íi]nimo|pelo\s+menos|m[íi]nima\s+de)\s+(?:\d+|${NUMBER})\s*(?:anos?|meses)|${DURATION})`,
      'iu',
    ),
    // "Experiência (na função) comprovada / obrigatória / indispensável", never across a "não", a
    // portal's field name ("Experiência mínima: não requerida") or the end of a sentence.
    new RegExp(
      String.raw`(?<!(?:sem|nenhuma|n[ãa]o|\ba|toda)\s{1,4})${NOT_A_REQUIREMENT}${EXPERIENCE}(?:\s+(?!n[ãa]o\b|\S*:|\S*[.!?](?:\s|$))\S+){0,5}?\s+(?:comprovada|obrigat[óo]ria|indispens[áa]vel|necess[áa]ria|exigida|essencial|imprescind[íi]vel|requerida|fundamental)(?!\p{L})(?!\s*:?\s*(?:n[ãa]o\b|nenhuma))`,
      'iu',
    ),
    // The requirement said first: "É obrigatório ter experiência", "Requisitos: experiência…", not
    // after "não (é necessário)" nor "vai ter experiência", not when called a plus, and within
    // one sentence.
    new RegExp(
      String.raw`(?<!\bn[ãa]o\s{1,4}(?:\S{1,40}\s{1,4}){0,2})(?<!\b(?:vai|vais|ir[áa]|v[ãa]o|poder[áa]s?|quer|queres)\s{1,4})(?<!\p{L})(?:[ée]\s+(?:obrigat[óo]ri[oa]|necess[áa]ri[oa]|indispens[áa]vel|imprescind[íi]vel|exigid[oa]|essencial|fundamental)|obrigat[óo]ri[oa]|necess[áa]ri[oa]|indispens[áa]vel|imprescind[íi]vel|exigimos|exige-se|requer-se|requisitos?\s*:|possuir|ter)\s+(?:(?!n[ãa]o\b|sem\b|nenhuma\b|\S*[.!?]\s)\S+\s+){0,3}?${EXPERIENCE}(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // "Procuramos empregado de mesa com experiência", "Vaga para cozinheiro experiente", not "com ou
    // sem experiência" and not the team that trains the newcomer.
    new RegExp(
      String.raw`(?:procuramos|procura-se|contratamos|contrata-se|recrutamos|admite-se|admitimos|vaga\s+para|seleciona|selecionamos|precisamos\s+de)\s+(?:\S+\s+){0,4}?(?:com\s+${EXPERIENCE}|(?<!(?:equipe|equipa|time|colegas|profissionais)\s{1,4})experientes?)(?!\p{L})(?!(?:\s+\S+){0,6}?\s+${NICE_TO_HAVE})`,
      'iu',
    ),
    // A senior role (Brazil "sênior", Portugal "sénior") is one for people with years behind them.
    new RegExp(
      String.raw`(?<!\p{L})(?:desenvolvedora?|programadora?|engenheir[oa]|analista|consultora?|t[ée]cnic[oa]|profissional|perfil|designer)\s+s(?:[êé]|e)nior(?!\p{L})`,
      'iu',
    ),
  ],
  mustMatch: [
    'Experiência anterior em call center é obrigatória.',
    'Experiência mínima de 2 anos na função.',
    'Experiência comprovada em carteira como auxiliar administrativo.',
    'Ter no mínimo 1 ano de experiência em vendas.',
    'Experiência de pelo menos 3 anos em funções semelhantes.',
    'É obrigatório ter experiência na área da restauração.',
    'Experiência prévia na função é indispensável.',
    'Requisitos: 2+ anos de experiência com desenvolvimento web.',
    'Desenvolvedor Sênior React – remoto.',
    'Programador sénior Java para projeto em Lisboa.',
    'Experiência de no mínimo 6 meses comprovada em carteira.',
    'Procuramos empregado de mesa com experiência.',
    'experiencia minima de dois anos como operador de caixa',
    'Necessário ter experiência com atendimento ao público.',
    'Possuir experiência anterior como motorista de entregas.',
    'Experiência profissional de 3 a 5 anos.',
    'Vaga para cozinheiro experiente em restaurante japonês.',
  ],
  mustNotMatch: [
    'Após 1 ano de experiência na loja, pode candidatar-se a subgerente.',
    'Vais adquirir a experiência necessária para crescer.',
    'Oferecemos uma experiência de 6 meses no nosso escritório de Londres.',
    'Não é necessária experiência.',
    'Não é necessário ter experiência, damos formação.',
    'Não exigimos experiência: oferecemos formação inicial.',
    'Aceitamos candidatos sem experiência.',
    'Vaga para primeiro emprego.',
    'Irá adquirir experiência num ambiente internacional.',
    'Você vai ter experiência prática desde o primeiro dia.',
    'O seu papel: melhorar a experiência do cliente na loja.',
    'Venha viver a experiência de trabalhar em Lisboa!',
    'Empresa com mais de 20 anos de experiência no mercado.',
    'Experiência com Excel será um diferencial.',
    'Experiência na área é uma mais-valia.',
    'Ter pelo menos 18 anos e disponibilidade aos fins de semana.',
    'Início em 2 de janeiro de 2026.',
    'Procuramos jovens com ou sem experiência.',
    'Contrato de experiência de 3 meses, depois efetivação.',
    'Experiência não obrigatória.',
  ],
};
