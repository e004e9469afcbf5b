import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';

/** When the job went live (or was created, for a draft) and how often it was seen: card and result alike. */
export function JobDateAndViews({ job }: { job: Pick<TJob, 'publishedAt' | 'createdAt' | 'views'> }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDate = useFormatDate();
  return (
    <>
      <Text size="sm" c="dimmed">
        {job.publishedAt
          ? t('jobs.card.published', { date: formatDate(job.publishedAt) })
          : t('jobs.card.created', { date: formatDate(job.createdAt) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('jobs.card.views', { count: job.views, formatted: format.number(job.views) })}
      </Text>
    </>
  );
}
