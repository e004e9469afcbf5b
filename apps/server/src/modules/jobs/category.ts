import { professionSearchTerms, resolveCategory } from '@debut/contract/profession-lookup';
import type { TProfession } from '@debut/contract/professions';
import { validationError } from '../../platform/errors.ts';

export interface CategoryColumns {
  category: TProfession;
  categoryOther: string | null;
  categoryTerms: string;
}

const PROBLEMS = {
  other_needs_words: {
    path: 'categoryOther',
    code: 'category_other_required',
    message: 'Name the profession in categoryOther when the category is "other"',
  },
  words_only_for_other: {
    path: 'categoryOther',
    code: 'category_other_only_for_other',
    message: 'categoryOther is only for the category "other"',
  },
} as const;

/**
 * The stored columns for the category a client sent (DESIGN.md §4): the profession's key, the owner's
 * words for "other", and the words of them the search text indexes (a listed profession's names match
 * by its key). Every write of a job goes through here, so the search terms never fall out of step.
 */
export function categoryColumns(category: string, categoryOther: string | null | undefined): CategoryColumns {
  const resolved = resolveCategory(category, categoryOther);
  if (!resolved.ok) {
    const problem = PROBLEMS[resolved.problem];
    throw validationError(problem.path, problem.code, problem.message);
  }
  return {
    category: resolved.category,
    categoryOther: resolved.categoryOther,
    categoryTerms: professionSearchTerms(resolved.category, resolved.categoryOther),
  };
}

/**
 * The category columns of a partial edit, or nothing when it touches neither field. Changing the
 * category alone drops the old words unless the new one is "other" again; the words alone need a job
 * whose category is (or becomes) "other".
 */
export function editedCategoryColumns(
  job: { category: string; categoryOther: string | null },
  patch: { category?: string | undefined; categoryOther?: string | null | undefined },
): CategoryColumns | undefined {
  if (patch.category === undefined && patch.categoryOther === undefined) return undefined;
  const category = patch.category ?? job.category;
  const keepWords = patch.category === undefined || patch.category.trim() === job.category;
  const words =
    patch.categoryOther !== undefined ? patch.categoryOther : keepWords ? job.categoryOther : undefined;
  return categoryColumns(category, words);
}
