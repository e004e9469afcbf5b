import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplicationStatus } from '@debut/contract/applications';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

// Written out so the catalogue test sees every key.
export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, TranslationKey> = {
  sent: 'applications.status.sent',
  viewed: 'applications.status.viewed',
  shortlisted: 'applications.status.shortlisted',
  invited: 'applications.status.invited',
  offer: 'applications.status.offer',
  hired: 'applications.status.hired',
  rejected: 'applications.status.rejected',
  expired: 'applications.status.expired',
};

const COLORS: Record<TApplicationStatus, MantineColor> = {
  sent: 'blue',
  viewed: 'gray',
  shortlisted: 'teal',
  invited: 'green',
  offer: 'lime',
  hired: 'green',
  rejected: 'red',
  expired: 'orange',
};

interface ApplicationStatusBadgeProps {
  status: TApplicationStatus;
  /** The job's owner reads an unopened application as "New", not "Sent". */
  forOwner?: boolean;
}

export function ApplicationStatusBadge({ status, forOwner = false }: ApplicationStatusBadgeProps) {
  const { t } = useTranslation();
  const label = forOwner && status === 'sent' ? 'applications.status.new' : APPLICATION_STATUS_LABELS[status];
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0 }}>
      {t(label)}
    </Badge>
  );
}
