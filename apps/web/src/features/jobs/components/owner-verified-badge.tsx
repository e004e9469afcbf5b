import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function CheckMark() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** "E-mail confirmed": the employer proved the address, a signal of trust for job seekers. */
export function OwnerVerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <Badge variant="light" color="teal" leftSection={<CheckMark />}>
      {t('verifyEmail.badge')}
    </Badge>
  );
}
