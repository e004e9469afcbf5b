import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  PAYMENT_FREQUENCIES,
  POSTED_WITHIN_DAYS,
  SALARY_PERIODS,
  SCHEDULES,
  type TJob,
} from '@debut/contract/jobs';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import {
  EMPLOYMENT_TYPE_LABELS,
  EXPERIENCE_LABELS,
  PAYMENT_FREQUENCY_LABELS,
  POSTED_WITHIN_LABELS,
  SALARY_AMOUNT_KEYS,
  SALARY_PERIOD_LABELS,
  SCHEDULE_LABELS,
} from '../lib/labels.ts';

export interface Option {
  value: string;
  label: string;
}

/** Translated option lists for the job's enums. */
export function useJobOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      schedules: SCHEDULES.map((value) => ({ value, label: t(SCHEDULE_LABELS[value]) })),
      employmentTypes: EMPLOYMENT_TYPES.map((value) => ({ value, label: t(EMPLOYMENT_TYPE_LABELS[value]) })),
      experiences: EXPERIENCE_LEVELS.map((value) => ({ value, label: t(EXPERIENCE_LABELS[value]) })),
      postedWithin: POSTED_WITHIN_DAYS.map((days) => ({
        value: String(days),
        label: t(POSTED_WITHIN_LABELS[days]),
      })),
      paymentFrequencies: PAYMENT_FREQUENCIES.map((value) => ({
        value,
        label: t(PAYMENT_FREQUENCY_LABELS[value]),
      })),
      salaryPeriods: SALARY_PERIODS.map((value) => ({ value, label: t(SALARY_PERIOD_LABELS[value]) })),
    }),
    [t],
  );
}

/**
 * The pay of a job in one phrase: "₽50,000 per month", a range "1 000–1 500 € в месяц", or the
 * monthly salary when only that is given; null when the job names no pay.
 */
export function useSalaryText(): (
  job: Pick<TJob, 'salary' | 'salaryPeriod' | 'monthlySalary' | 'salaryCurrency'> &
    Partial<Pick<TJob, 'salaryMax'>>,
) => string | null {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return useCallback(
    (job) => {
      if (job.salary !== null) {
        const amount =
          job.salaryMax !== undefined && job.salaryMax !== null
            ? format.moneyRange(job.salary, job.salaryMax, job.salaryCurrency)
            : format.money(job.salary, job.salaryCurrency);
        return job.salaryPeriod ? t(SALARY_AMOUNT_KEYS[job.salaryPeriod], { amount }) : amount;
      }
      if (job.monthlySalary !== null) {
        return t(SALARY_AMOUNT_KEYS.monthly, { amount: format.money(job.monthlySalary, job.salaryCurrency) });
      }
      return null;
    },
    [t, format],
  );
}
