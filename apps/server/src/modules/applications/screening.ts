import type { TApplicationAnswer } from '@debut/contract/applications';
import type { TQuestion } from '@debut/contract/jobs';
import { AppError } from '../../platform/errors.ts';

const answersRequired = (message: string) => new AppError(400, 'ANSWERS_REQUIRED', message);

/**
 * The answers to keep with an application, each with its question as asked today (DESIGN.md §14.2):
 * every required question needs a non-empty answer, a yes/no question "yes" or "no", and an answer
 * must name a question of the job. Empty answers to optional questions are dropped.
 */
export function screenAnswers(
  questions: readonly TQuestion[],
  given: readonly { questionId: string; text: string }[],
): TApplicationAnswer[] {
  const byId = new Map(given.map((answer) => [answer.questionId, answer.text.trim()]));
  for (const questionId of byId.keys()) {
    if (!questions.some((question) => question.id === questionId)) {
      throw answersRequired(
        'An answer names a question this job does not ask: reload the job and answer again',
      );
    }
  }
  const kept: TApplicationAnswer[] = [];
  for (const question of questions) {
    const text = byId.get(question.id) ?? '';
    if (text === '') {
      if (question.required) throw answersRequired(`Answer the required question: ${question.text}`);
      continue;
    }
    if (question.kind === 'yes_no' && text !== 'yes' && text !== 'no') {
      throw answersRequired(`Answer "yes" or "no" to: ${question.text}`);
    }
    kept.push({ questionId: question.id, question: question.text, kind: question.kind, text });
  }
  return kept;
}
