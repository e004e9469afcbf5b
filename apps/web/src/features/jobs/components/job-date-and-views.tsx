import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { RelativeTime } from '../../../shared/ui/relative-time.tsx';

/** When the job went live (or was created, for a draft) and how often it was seen: card and result alike. */
export function JobDateAndViews({
  job,
  size = 'sm',
  views = true,
}: {
  job: Pick<TJob, 'publishedAt' | 'createdAt' | 'views'>;
  size?: 'sm' | 'xs';
  /** False in a list of results, where how often others looked is not worth a line. */
  views?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const published = job.publishedAt;
  return (
    <>
      <RelativeTime iso={published ?? job.createdAt} precision="day" size={size} c="dimmed">
        {(when, relative) =>
          published
            ? relative
              ? t('jobs.card.publishedWhen', { when })
              : t('jobs.card.published', { date: when })
            : relative
              ? t('jobs.card.createdWhen', { when })
              : t('jobs.card.created', { date: when })
        }
      </RelativeTime>
      {views && (
        <Text size={size} c="dimmed">
          {t('jobs.card.views', { count: job.views, formatted: format.number(job.views) })}
        </Text>
      )}
    </>
  );
}
