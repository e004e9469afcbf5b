import { isApiError } from '../../../shared/api/api-error.ts';
import type { TCheckedJob } from '../api/check-job.ts';

/** What a check found, for the helper and the chatbot alike. */
export type CheckOutcome =
  | { kind: 'published'; job: TCheckedJob }
  | { kind: 'unpublished'; job: TCheckedJob }
  | { kind: 'blocked'; job: TCheckedJob }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export function outcomeOf(job: TCheckedJob): CheckOutcome {
  if (job.status === 'blocked') return { kind: 'blocked', job };
  if (job.status === 'active' && job.published) return { kind: 'published', job };
  // A draft, or a closed job waiting to be relisted: it needs paying for (SPEC.md §4).
  return { kind: 'unpublished', job };
}

/** SPEC.md §7: 404 means the job has not appeared (yet); any other failure is an error. */
export function failureOf(error: unknown): CheckOutcome {
  return isApiError(error) && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
}

/** The translation of the sentence about a found job's state. */
export const STATUS_KEYS = {
  published: 'jobCheck.status.published',
  unpublished: 'jobCheck.status.unpublished',
  blocked: 'jobCheck.status.blocked',
} as const;

export const FAILURE_KEYS = {
  notFound: 'jobCheck.notFound',
  failed: 'jobCheck.failed',
} as const;

/**
 * What was typed, as the server takes it: trimmed, and a pasted job link reduced to its id
 * (".../jobs/<id>" → "<id>"). Empty means nothing was entered.
 */
export function normaliseJobId(input: string): string {
  const value = input.trim();
  const fromLink = /\/jobs\/([^/?#\s]+)/.exec(value);
  return fromLink?.[1] ?? value;
}

/** The server's limit on the id it accepts. */
export const JOB_ID_MAX = 100;
