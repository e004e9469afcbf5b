import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '@debut/contract/intl-formats';
import type { TResponseFigures } from '@debut/contract/jobs';
import { formatMoney, formatMoneyRange } from '@debut/contract/money';
import { responseFigureWords } from '@debut/contract/response-figures';
import type { PublicJob } from '../queries.ts';

/**
 * The salary as the reader writes money ("45 000 ₽ в месяц", "₽45,000 per month", a range
 * "1000–1500 € в месяц"), or null.
 */
export function formatSalary(
  job: Pick<PublicJob, 'salary' | 'salaryMax' | 'monthlySalary' | 'salaryPeriod' | 'salaryCurrency'>,
  language: string,
  t: TFunction,
): string | null {
  const amount = job.salary ?? job.monthlySalary;
  if (amount === null) return null;
  const period = job.salary !== null ? job.salaryPeriod : 'monthly';
  const money =
    job.salary !== null && job.salaryMax !== null
      ? formatMoneyRange(language, job.salary, job.salaryMax, job.salaryCurrency)
      : formatMoney(language, amount, job.salaryCurrency);
  return period ? `${money} ${t(`salaryPeriod.${period}`)}` : money;
}

/** A number of weeks in the reader's words and plural ("12 недель", "12 weeks"). */
export function formatWeeks(weeks: number, language: string): string {
  return numberFormat(language, { style: 'unit', unit: 'week', unitDisplay: 'long' }).format(weeks);
}

export function formatDate(date: Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A static map of the point on OpenStreetMap (no script, no tiles on our page). */
export const mapLink = (job: Pick<PublicJob, 'lat' | 'lng'>): string =>
  `https://www.openstreetmap.org/?mlat=${job.lat.toFixed(5)}&mlon=${job.lng.toFixed(5)}#map=16/${job.lat.toFixed(5)}/${job.lng.toFixed(5)}`;

/**
 * How reliably the employer answers (DESIGN.md §14.2), in the words the web app uses; nothing until
 * five applications fell due.
 */
export function responseLine(
  figures: TResponseFigures | null,
  language: string,
  t: TFunction,
): string | null {
  if (!figures) return null;
  const words = responseFigureWords(language, figures);
  return `${t('response.rate', { rate: words.rate })} · ${t('response.days', { days: words.days })}`;
}
