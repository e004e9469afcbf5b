import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MantineColor } from '@mantine/core';
import type { TJobStatus } from '@debut/contract/jobs';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

// Written out so the catalogue test sees every key.
export const JOB_STATUS_LABELS: Record<TJobStatus, TranslationKey> = {
  draft: 'jobs.status.draft',
  active: 'jobs.status.active',
  closed: 'jobs.status.closed',
  blocked: 'jobs.status.blocked',
};

const STATUS_COLORS: Record<TJobStatus, MantineColor> = {
  draft: 'gray',
  active: 'green',
  closed: 'yellow',
  blocked: 'red',
};

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(JOB_STATUS_LABELS[status])}
    </Badge>
  );
}
