import type { TLanguage } from '@debut/contract/constants';
import { PROFESSION_NAMES } from '@debut/contract/profession-lookup';
import { OTHER_PROFESSION, type TProfession } from '@debut/contract/professions';

/** A job's profession as the reader names it; "other" is the owner's own words. */
export function professionName(
  category: TProfession,
  language: TLanguage,
  categoryOther: string | null = null,
): string {
  if (category === OTHER_PROFESSION && categoryOther) return categoryOther;
  return PROFESSION_NAMES[language].professions[category];
}
