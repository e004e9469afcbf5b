import type { TFunction } from 'i18next';
import type { TAlertQuery } from '@debut/contract/alerts';

/** What an alert searches for, in short phrases of the reader's language. */
export function alertSummary(
  t: TFunction,
  query: TAlertQuery,
  professionText: (text: string) => string,
  formatNumber: (value: number) => string,
): string[] {
  const parts: string[] = [];
  if (query.q) parts.push(query.q);
  if (query.category) parts.push(professionText(query.category));
  if (query.radiusKm !== undefined) parts.push(t('alerts.within', { radius: formatNumber(query.radiusKm) }));
  if (query.schedule) parts.push(t(`jobs.schedule.${query.schedule}`));
  if (query.employmentType) parts.push(t(`jobs.employmentType.${query.employmentType}`));
  if (query.experience) parts.push(t(`jobs.experienceBadge.${query.experience}`));
  if (query.paid) parts.push(t('jobs.internship.paid'));
  if (query.withSalary) parts.push(t('jobs.filters.withSalary'));
  if (query.salaryMin !== undefined)
    parts.push(t('alerts.salaryFrom', { salary: formatNumber(query.salaryMin) }));
  return parts.length > 0 ? parts : [t('alerts.allJobs')];
}
