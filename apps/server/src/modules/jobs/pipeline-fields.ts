import { randomBytes } from 'node:crypto';
import type { TQuestion, TQuestionInput } from '@debut/contract/jobs';
import type { JobRow } from '../../db/schema.ts';
import { validationError } from '../../platform/errors.ts';

/** The pipeline's fields of a job request (DESIGN.md §14.2) as the create and edit bodies carry them. */
export interface PipelineFieldsInput {
  answerWithinDays?: number | undefined;
  applyBy?: string | null | undefined;
  questions?: TQuestionInput[] | undefined;
}

export type PipelineColumns = Partial<Pick<JobRow, 'answerWithinDays' | 'applyBy' | 'questions'>>;

/**
 * Questions with their ids: a question keeps the id it was sent with (its answers stay tied to it
 * across edits); a new one gets a fresh id no other question of the job has.
 */
function withIds(questions: TQuestionInput[]): TQuestion[] {
  const taken = new Set(questions.flatMap((question) => (question.id ? [question.id] : [])));
  return questions.map((question) => {
    let id = question.id;
    while (!id || (taken.has(id) && id !== question.id)) id = `q${randomBytes(4).toString('hex')}`;
    taken.add(id);
    return { id, text: question.text, kind: question.kind, required: question.required };
  });
}

/**
 * The columns of the pipeline fields given, with `applyBy` checked against the end of the job's
 * publication when it has one (DESIGN.md §14.2: never after `expiresAt`).
 */
export function pipelineColumns(input: PipelineFieldsInput, expiresAt: Date | null): PipelineColumns {
  const columns: PipelineColumns = {};
  if (input.answerWithinDays !== undefined) columns.answerWithinDays = input.answerWithinDays;
  if (input.questions !== undefined) columns.questions = withIds(input.questions);
  if (input.applyBy !== undefined) {
    const applyBy = input.applyBy === null ? null : new Date(input.applyBy);
    if (applyBy && expiresAt && applyBy.getTime() > expiresAt.getTime()) {
      throw validationError(
        'applyBy',
        'apply_by_after_expiry',
        'The last day to apply cannot be after the listing ends',
      );
    }
    columns.applyBy = applyBy;
  }
  return columns;
}
