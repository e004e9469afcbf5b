import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { RelativeTime } from '../../../shared/ui/relative-time.tsx';

/** When the job went live (or was created, for a draft) and how often it was seen: card and result alike. */
export function JobDateAndViews({
  job,
  size = 'sm',
  views = true,
  brief = false,
}: {
  job: Pick<TJob, 'publishedAt' | 'createdAt' | 'views'>;
  size?: 'sm' | 'xs';
  /** False in a list of results, where how often others looked is not worth a line. */
  views?: boolean;
  /**
   * A search result's date: the moment alone ("Today", "3 days ago") beside the badges, where the
   * words "Published …" cost a phone's card a row of its own; screen readers still hear them.
   */
  brief?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatNumber();
  const published = job.publishedAt;
  return (
    <>
      <RelativeTime iso={published ?? job.createdAt} precision="day" size={size} c="dimmed">
        {(when, relative) => {
          const words = published
            ? relative
              ? t('jobs.card.publishedWhen', { when })
              : t('jobs.card.published', { date: when })
            : relative
              ? t('jobs.card.createdWhen', { when })
              : t('jobs.card.created', { date: when });
          if (!brief) return words;
          return (
            <>
              <span aria-hidden>{when.charAt(0).toLocaleUpperCase(i18n.language) + when.slice(1)}</span>
              <VisuallyHidden>{words}</VisuallyHidden>
            </>
          );
        }}
      </RelativeTime>
      {views && (
        <Text size={size} c="dimmed">
          {t('jobs.card.views', { count: job.views, formatted: format.number(job.views) })}
        </Text>
      )}
    </>
  );
}
