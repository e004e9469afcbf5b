import type {
  PAYMENT_FREQUENCIES,
  SALARY_PERIODS,
  TEmploymentType,
  TExperience,
  TPostedWithinDays,
  TSchedule,
} from '@debut/contract/jobs';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

// Translation keys of the enum values, written out so the catalogue test can see every key.

export const SCHEDULE_LABELS: Record<TSchedule, TranslationKey> = {
  full_time: 'jobs.schedule.full_time',
  shift: 'jobs.schedule.shift',
  flexible: 'jobs.schedule.flexible',
  remote: 'jobs.schedule.remote',
};

export const EMPLOYMENT_TYPE_LABELS: Record<TEmploymentType, TranslationKey> = {
  full: 'jobs.employmentType.full',
  part_time: 'jobs.employmentType.part_time',
  temporary: 'jobs.employmentType.temporary',
  internship: 'jobs.employmentType.internship',
};

export const EXPERIENCE_LABELS: Record<TExperience, TranslationKey> = {
  none: 'jobs.experience.none',
  under_1: 'jobs.experience.under_1',
  '1_3': 'jobs.experience.1_3',
  '3_plus': 'jobs.experience.3_plus',
};

/** The level on its own, as a card's badge shows it ("Experience 1–3 years"). */
export const EXPERIENCE_BADGE_LABELS: Record<TExperience, TranslationKey> = {
  none: 'jobs.experienceBadge.none',
  under_1: 'jobs.experienceBadge.under_1',
  '1_3': 'jobs.experienceBadge.1_3',
  '3_plus': 'jobs.experienceBadge.3_plus',
};

export const POSTED_WITHIN_LABELS: Record<TPostedWithinDays, TranslationKey> = {
  1: 'jobs.postedWithin.1',
  3: 'jobs.postedWithin.3',
  7: 'jobs.postedWithin.7',
  30: 'jobs.postedWithin.30',
};

export type TPaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export type TSalaryPeriod = (typeof SALARY_PERIODS)[number];

export const PAYMENT_FREQUENCY_LABELS: Record<TPaymentFrequency, TranslationKey> = {
  daily: 'jobs.paymentFrequency.daily',
  weekly: 'jobs.paymentFrequency.weekly',
  monthly: 'jobs.paymentFrequency.monthly',
};

export const SALARY_PERIOD_LABELS: Record<TSalaryPeriod, TranslationKey> = {
  hourly: 'jobs.salaryPeriod.hourly',
  daily: 'jobs.salaryPeriod.daily',
  weekly: 'jobs.salaryPeriod.weekly',
  monthly: 'jobs.salaryPeriod.monthly',
};

/** "{{amount}} per hour" and so on: the whole phrase is translated, never assembled. */
export const SALARY_AMOUNT_KEYS: Record<TSalaryPeriod, TranslationKey> = {
  hourly: 'jobs.salary.hourly',
  daily: 'jobs.salary.daily',
  weekly: 'jobs.salary.weekly',
  monthly: 'jobs.salary.monthly',
};
