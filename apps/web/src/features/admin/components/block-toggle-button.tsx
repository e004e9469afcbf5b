import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Block" for something live, "Unblock" for something blocked; named by the card it sits on. */
export function BlockToggleButton({
  blocked,
  describedBy,
  onToggle,
}: {
  blocked: boolean;
  describedBy: string;
  onToggle: (kind: 'block' | 'unblock') => void;
}) {
  const { t } = useTranslation();
  return blocked ? (
    <Button size="xs" variant="light" aria-describedby={describedBy} onClick={() => onToggle('unblock')}>
      {t('moderation.actions.unblock')}
    </Button>
  ) : (
    <Button size="xs" color="red" aria-describedby={describedBy} onClick={() => onToggle('block')}>
      {t('moderation.actions.block')}
    </Button>
  );
}
