import type { FastifyRequest } from 'fastify';
import type { TLanguage } from '@debut/contract/constants';
import { jobWarningCodes, type TJobWarning, type TJobWarningCode } from '@debut/contract/jobs';
import { serverTexts } from '../../platform/i18n.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import type { JobRow } from '../../db/schema.ts';

// The texts of the create/edit answer's warnings (DESIGN.md §14.3), for API callers that show them as
// they are; the web app words the same codes from its own catalogues, as it checks while one types.
// One record per language, so a missing language or code is a type error.
const CATALOGUES: Record<TLanguage, { warnings: Record<TJobWarningCode, string> }> = {
  en: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'The job says no experience is needed, but its text asks for experience. Choose the experience it needs or change the text.',
    },
  },
  ru: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'В вакансии указано «без опыта», но в тексте требуется опыт. Укажите нужный опыт или измените текст.',
    },
  },
  es: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'La oferta indica que no se necesita experiencia, pero su texto la pide. Elige la experiencia necesaria o cambia el texto.',
    },
  },
  fr: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'L’offre indique qu’aucune expérience n’est requise, mais son texte en demande. Choisissez l’expérience nécessaire ou modifiez le texte.',
    },
  },
  de: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'Laut Angebot ist keine Erfahrung nötig, aber der Text verlangt Erfahrung. Wählen Sie die nötige Erfahrung oder ändern Sie den Text.',
    },
  },
  cs: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'Inzerát uvádí, že praxe není potřeba, ale jeho text praxi vyžaduje. Zvolte požadovanou praxi, nebo upravte text.',
    },
  },
  hu: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'A hirdetés szerint nem kell tapasztalat, a szövege mégis tapasztalatot kér. Válaszd ki a szükséges tapasztalatot, vagy módosítsd a szöveget.',
    },
  },
  it: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'L’annuncio dice che non serve esperienza, ma il testo la richiede. Scegli l’esperienza necessaria o modifica il testo.',
    },
  },
  sv: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'Annonsen säger att ingen erfarenhet krävs, men texten kräver erfarenhet. Välj vilken erfarenhet som krävs eller ändra texten.',
    },
  },
  pl: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'Ogłoszenie mówi, że doświadczenie nie jest potrzebne, ale jego treść go wymaga. Wybierz wymagane doświadczenie lub zmień treść.',
    },
  },
  pt: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'A vaga diz que não é preciso experiência, mas o texto pede experiência. Escolha a experiência necessária ou altere o texto.',
    },
  },
  ar: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'يذكر الإعلان أنه لا حاجة إلى خبرة، لكن نصه يطلب خبرة. اختر الخبرة المطلوبة أو عدّل النص.',
    },
  },
  hi: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'इस नौकरी में लिखा है कि अनुभव ज़रूरी नहीं, पर इसके विवरण में अनुभव माँगा गया है। ज़रूरी अनुभव चुनें या विवरण बदलें।',
    },
  },
  zh: {
    warnings: {
      EXPERIENCE_CONTRADICTION: '该职位标明无需经验，但正文要求有经验。请选择所需经验或修改正文。',
    },
  },
  ja: {
    warnings: {
      EXPERIENCE_CONTRADICTION:
        'この求人は「経験不問」となっていますが、本文では経験を求めています。必要な経験を選ぶか、本文を修正してください。',
    },
  },
};

const jobsT = serverTexts('jobs', CATALOGUES);

/** The caller's language: their account's, else what their browser sends. */
export function callerLanguage(request: FastifyRequest, accountLanguage: string | null): TLanguage {
  return requestLanguage({
    query: accountLanguage ?? undefined,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** What may be wrong with a job as saved, worded for the caller. */
export function jobWarnings(
  job: Pick<JobRow, 'title' | 'description' | 'requirements' | 'experience'>,
  language: TLanguage,
): TJobWarning[] {
  const t = jobsT(language);
  return jobWarningCodes(job).map((code) => ({ code, text: t(`warnings.${code}`) }));
}
