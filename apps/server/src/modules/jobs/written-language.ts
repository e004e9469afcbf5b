import { franc } from 'franc';
import type { TLanguage } from '@debut/contract/constants';

/** The interface's languages by their ISO 639-3 codes, as franc names them. */
const BY_ISO3: Record<string, TLanguage> = {
  eng: 'en',
  rus: 'ru',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  pol: 'pl',
  ces: 'cs',
  hun: 'hu',
  swe: 'sv',
  arb: 'ar',
  hin: 'hi',
  jpn: 'ja',
  cmn: 'zh',
};
const ONLY = Object.keys(BY_ISO3);
/** Shorter texts say too little to tell one language from another: the visitor's language stands. */
const MIN_LETTERS = 20;

/**
 * The language a job is written in (issue 27 item 16), told from its own words by franc's trigram
 * model limited to the 15 languages of the interface; null when the text is too short to say.
 * Jobs carry no language field: an employer writes in whatever language their readers read.
 */
export function jobLanguage(job: {
  title: string;
  description: string;
  requirements?: string | null;
}): TLanguage | null {
  const text = [job.title, job.description, job.requirements ?? ''].join('\n');
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
  const found = franc(text, { only: ONLY, minLength: MIN_LETTERS });
  return BY_ISO3[found] ?? null;
}
