import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { EMPLOYMENT_TYPE_LABELS, SCHEDULE_LABELS } from '../lib/labels.ts';

/** The schedule and employment type of a job as badges, on the card and in results alike. */
export function JobKindBadges({ job }: { job: Pick<TJob, 'schedule' | 'employmentType'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="light" color="indigo">
        {t(SCHEDULE_LABELS[job.schedule])}
      </Badge>
      <Badge variant="light" color="gray">
        {t(EMPLOYMENT_TYPE_LABELS[job.employmentType])}
      </Badge>
    </>
  );
}
