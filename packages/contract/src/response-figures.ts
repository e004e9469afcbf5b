import { numberFormat } from './intl-formats.ts';
import type { TResponseFigures } from './jobs.ts';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const DAYS: Intl.NumberFormatOptions = { style: 'unit', unit: 'day', unitDisplay: 'long' };

/**
 * An employer's answer figures (DESIGN.md §14.2) as words of the reader's language: the share answered
 * in time ("92 %", "92 %") and the median wait ("2 days", "2 дня", "يومان"). Intl chooses the plural
 * form, so the web app, the public pages and mails say it alike. Under half a day reads as a day: an
 * answer the same day is no "0 days".
 */
export function responseFigureWords(
  language: string,
  figures: TResponseFigures,
): { rate: string; days: string } {
  return {
    rate: numberFormat(language, PERCENT).format(figures.rate),
    days: numberFormat(language, DAYS).format(Math.max(1, Math.round(figures.medianDays))),
  };
}
