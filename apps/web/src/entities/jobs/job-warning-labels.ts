import type { TJobWarningCode } from '@debut/contract/jobs';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

/**
 * The wording of each warning of a job's create/edit answer (DESIGN.md §14.3), for the job form and
 * the job-check helper alike; written out so the catalogue test can see every key.
 */
export const JOB_WARNING_LABELS: Record<TJobWarningCode, TranslationKey> = {
  EXPERIENCE_CONTRADICTION: 'jobs.warnings.EXPERIENCE_CONTRADICTION',
};
