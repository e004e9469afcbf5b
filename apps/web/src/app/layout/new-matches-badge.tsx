import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNewAlertMatches } from '../../entities/alerts/alerts-api.ts';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';

/** The new matches of the person's alerts, beside "Alerts"; nothing when there are none. */
export function NewMatchesBadge() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const count = useNewAlertMatches();
  if (count === 0) return null;
  return (
    <Badge component="span" size="sm" variant="filled" color="red" ms={6} data-testid="new-alert-matches">
      <span aria-hidden="true">{format.number(count)}</span>
      <VisuallyHidden>{t('nav.newAlertMatches', { count, formatted: format.number(count) })}</VisuallyHidden>
    </Badge>
  );
}
