import { and, eq, sql } from 'drizzle-orm';
import {
  REQUIREMENTS_RULE,
  internshipFacts,
  jobFieldProblems,
  requirementsProblem,
  type TUpdateJobRequest,
} from '@debut/contract/jobs';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema.ts';
import { validationError } from '../../platform/errors.ts';
import { editedCategoryColumns } from './category.ts';
import { jobLanguage } from './written-language.ts';
import { jobNotFound } from './queries.ts';
import { pipelineColumns } from './pipeline-fields.ts';

// The writes other modules make to jobs (moderation's blocks, holds and edits; an account's deletion).
// Each caller has decided who may do it, and tells the public list's change after its commit.

/** The company a job is to be posted for, checked by the caller (a member): its id and name. */
export interface JobCompanyChoice {
  id: string;
  name: string;
}

/**
 * Applies a partial edit with the requirements rule checked on the merged result; the caller has
 * decided who may edit (the owner, a member of its company, or a moderator) and, when `company` is
 * given, that the editor may post for it (null detaches the job). A job with a company carries the
 * company's name whatever the patch says.
 */
export async function applyJobEdit(
  db: Db | Tx,
  job: JobRow,
  patch: TUpdateJobRequest,
  company?: JobCompanyChoice | null,
): Promise<JobRow> {
  const merged = {
    requirements: patch.requirements === undefined ? job.requirements : patch.requirements,
    noSpecialRequirements: patch.noSpecialRequirements ?? job.noSpecialRequirements,
  };
  if (requirementsProblem(merged)) {
    throw validationError('requirements', REQUIREMENTS_RULE.code, REQUIREMENTS_RULE.message);
  }
  const employmentType = patch.employmentType ?? job.employmentType;
  // An edit that leaves internship out keeps the stored facts, unless the job stops being an
  // internship: then they go, as they would describe what the job no longer is (decision 057).
  const internship =
    patch.internship !== undefined
      ? patch.internship && internshipFacts(patch.internship)
      : employmentType === 'internship'
        ? job.internship
        : null;
  const [problem] = jobFieldProblems({
    salary: patch.salary === undefined ? job.salary : patch.salary,
    salaryMax: patch.salaryMax === undefined ? job.salaryMax : patch.salaryMax,
    employmentType,
    internship,
  });
  if (problem) throw validationError(problem.path, 'invalid', problem.message);
  const {
    category: _category,
    categoryOther: _categoryOther,
    companyId: _companyId,
    answerWithinDays,
    applyBy,
    questions,
    internship: _internship,
    ...fields
  } = patch;
  const pipeline = pipelineColumns({ answerWithinDays, applyBy, questions }, job.expiresAt);
  const companyColumns =
    company === undefined
      ? {}
      : company === null
        ? { companyId: null }
        : { companyId: company.id, companyName: company.name };
  const language = jobLanguage({
    title: patch.title ?? job.title,
    description: patch.description ?? job.description,
    requirements: merged.requirements,
  });
  const [updated] = await db
    .update(jobs)
    .set({
      ...fields,
      ...pipeline,
      ...(job.companyId && company === undefined ? { companyName: job.companyName } : {}),
      ...companyColumns,
      ...editedCategoryColumns(job, patch),
      internship,
      language,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, job.id))
    .returning();
  if (!updated) throw jobNotFound();
  return updated;
}

/** A company's new name reaches every job posted for it (DESIGN.md §14.1). */
export function renameCompanyJobs(tx: Db | Tx, companyId: string, name: string): Promise<JobRow[]> {
  return tx
    .update(jobs)
    .set({ companyName: name, updatedAt: sql`now()` })
    .where(eq(jobs.companyId, companyId))
    .returning();
}

/** Hides the job from search until a moderator reviews it (enough people reported it). */
export async function holdJob(tx: Db | Tx, id: string): Promise<void> {
  await tx
    .update(jobs)
    .set({ heldAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/** Lifts a hold: the job is back in search if it is otherwise live. */
export async function releaseJobHold(tx: Db | Tx, id: string): Promise<JobRow> {
  const [after] = await tx.update(jobs).set({ heldAt: null }).where(eq(jobs.id, id)).returning();
  if (!after) throw jobNotFound();
  return after;
}

/** Blocks the job: hidden everywhere, unpublished, its hold dropped (the block decides now). */
export async function blockJob(tx: Db | Tx, id: string, reason: string): Promise<JobRow> {
  const [after] = await tx
    .update(jobs)
    .set({ status: 'blocked', published: false, blockedReason: reason, heldAt: null })
    .where(eq(jobs.id, id))
    .returning();
  if (!after) throw jobNotFound();
  return after;
}

/**
 * The status a job returns to when its block is lifted: live again while its paid publication
 * lasts, otherwise closed as expired, or a draft if it was never published.
 */
function statusAfterUnblock(job: JobRow): Pick<JobRow, 'status' | 'published' | 'closedReason'> {
  if (job.publishedAt && job.expiresAt && job.expiresAt.getTime() > Date.now()) {
    return { status: 'active', published: true, closedReason: null };
  }
  if (job.publishedAt) return { status: 'closed', published: false, closedReason: 'expired' };
  return { status: 'draft', published: false, closedReason: null };
}

/** Lifts the block of `job` (read under lock by the caller). */
export async function unblockJob(tx: Db | Tx, job: JobRow): Promise<JobRow> {
  const [after] = await tx
    .update(jobs)
    .set({ ...statusAfterUnblock(job), blockedReason: null })
    .where(eq(jobs.id, job.id))
    .returning();
  if (!after) throw jobNotFound();
  return after;
}

/** Blocks every active job of an owner with one reason (a blocked account's vacancies go with it). */
export function blockActiveJobsOfOwner(tx: Db | Tx, ownerId: string, reason: string): Promise<JobRow[]> {
  return tx
    .update(jobs)
    .set({ status: 'blocked', published: false, blockedReason: reason, heldAt: null })
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')))
    .returning();
}

/** Deletes the job and, by cascade, everything that hangs on it. */
export async function deleteJob(tx: Db | Tx, id: string): Promise<void> {
  await tx.delete(jobs).where(eq(jobs.id, id));
}

/**
 * Drops from the search vocabulary (migration 0003) the words no job uses any more, after an account's
 * jobs went with it (`searchWordsOfOwner` read them before). A word another job still has, or a
 * profession's name (migration 0028), stays; the full-text index answers that per word, where
 * re-reading every job's text would take minutes at a million jobs.
 */
export async function forgetUnusedSearchWords(tx: Db | Tx, words: string[]): Promise<void> {
  if (words.length === 0) return;
  const list = sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  await tx.execute(sql`
    delete from search_words sw where sw.word = any(${list})
      and not exists (
        select 1 from jobs j where j.search @@ to_tsquery('simple', quote_literal(sw.word))
      )
      and not exists (
        select 1 from profession_vectors p where p.vector @@ to_tsquery('simple', quote_literal(sw.word))
      )`);
}
