import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TResponseFigures } from '@debut/contract/jobs';
import { responseFigureWords } from '@debut/contract/response-figures';
import { uiLanguage } from '../../shared/i18n/document-language.ts';

interface ResponseFiguresProps extends Pick<TextProps, 'size'> {
  /** Null until five applications fell due (DESIGN.md §14.2): then nothing is said. */
  figures: TResponseFigures | null;
  /** A search result's few words; the whole sentence is its title and what screen readers say. */
  compact?: boolean;
}

/**
 * How reliably the employer answers, before one applies (issue 32): the share of applications
 * answered in time over the last 90 days and the usual wait, on the card, the job and the company.
 */
export function ResponseFigures({ figures, compact, size = 'sm' }: ResponseFiguresProps) {
  const { t, i18n } = useTranslation();
  if (!figures) return null;
  const words = responseFigureWords(uiLanguage(i18n), figures);
  const whole = `${t('jobs.response.rate', { rate: words.rate })} · ${t('jobs.response.days', { days: words.days })}`;
  if (compact) {
    return (
      <Text size={size} c="teal.9" title={whole}>
        <span aria-hidden>{t('jobs.response.short', { rate: words.rate })}</span>
        <VisuallyHidden>{whole}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text size={size} c="teal.9">
      {whole}
    </Text>
  );
}
