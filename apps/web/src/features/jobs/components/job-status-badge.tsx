import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJobStatus } from '@debut/contract/jobs';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/labels.ts';

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
