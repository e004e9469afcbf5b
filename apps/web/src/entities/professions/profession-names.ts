import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, type TLanguage } from '@debut/contract/constants';
import type { TJob } from '@debut/contract/jobs';
import { OTHER_PROFESSION, isProfession, type ProfessionNames } from '@debut/contract/professions';
import { uiLanguage } from '../../shared/i18n/document-language.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';

type NamesModule = Promise<{ names: ProfessionNames }>;

/**
 * The contract's names, one language per chunk (decision 011): the same data the server maps and
 * searches with, loaded only for the language being read, so the first page stays small.
 */
const LOADERS: Record<TLanguage, () => NamesModule> = {
  en: () => import('@debut/contract/profession-names/en'),
  ru: () => import('@debut/contract/profession-names/ru'),
  es: () => import('@debut/contract/profession-names/es'),
  fr: () => import('@debut/contract/profession-names/fr'),
  de: () => import('@debut/contract/profession-names/de'),
  cs: () => import('@debut/contract/profession-names/cs'),
  hu: () => import('@debut/contract/profession-names/hu'),
  it: () => import('@debut/contract/profession-names/it'),
  sv: () => import('@debut/contract/profession-names/sv'),
  pl: () => import('@debut/contract/profession-names/pl'),
  pt: () => import('@debut/contract/profession-names/pt'),
  ar: () => import('@debut/contract/profession-names/ar'),
  hi: () => import('@debut/contract/profession-names/hi'),
  zh: () => import('@debut/contract/profession-names/zh'),
  ja: () => import('@debut/contract/profession-names/ja'),
};

export const professionNamesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['profession-names', language],
    queryFn: async () => (await LOADERS[language]()).names,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The names of the professions and industries in the reader's language; undefined while loading. */
export function useProfessionNames(): ProfessionNames | undefined {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n);
  return useQuery(professionNamesQuery(isLanguage(language) ? language : FALLBACK_LANGUAGE)).data;
}

/**
 * A job's profession as the reader says it: the translated name, or the owner's own words for
 * "other"; undefined while the names load.
 */
export function useProfessionLabel(): (job: Pick<TJob, 'category' | 'categoryOther'>) => string | undefined {
  const names = useProfessionNames();
  return useCallback(
    (job) => {
      if (job.category === OTHER_PROFESSION && job.categoryOther) return job.categoryOther;
      return names?.professions[job.category];
    },
    [names],
  );
}

/**
 * Every language's names and aliases at once (the server's lookup): loaded only when a search or a CV
 * holds a profession in words rather than by its key, so the jobs screen never carries 15 languages.
 */
const professionLookupQuery = queryOptions({
  queryKey: ['profession-lookup'],
  queryFn: async () => {
    const { findProfession } = await import('@debut/contract/profession-lookup');
    return { find: findProfession };
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

const isWords = (text: string | undefined): boolean =>
  text !== undefined && text.trim() !== '' && !isProfession(text.trim());

/**
 * Names a profession someone searched for or wished (its key, or its name in any language) the way
 * the reader says it; words that name no profession stay as written. `texts` are the values about
 * to be shown, so the lookup loads only when one of them is words.
 */
export function useProfessionText(texts: readonly (string | undefined)[]): (text: string) => string {
  const names = useProfessionNames();
  const lookup = useQuery({ ...professionLookupQuery, enabled: texts.some(isWords) }).data;
  return useCallback(
    (text) => {
      const trimmed = text.trim();
      const key = isProfession(trimmed) ? trimmed : lookup?.find(trimmed);
      return (key && names?.professions[key]) || trimmed;
    },
    [names, lookup],
  );
}
