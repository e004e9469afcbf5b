import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import { useUnreadChats } from '../../entities/messages/messages-api.ts';

/** The number of chats with unread messages, beside "Messages"; nothing when there are none. */
export function UnreadChatsBadge() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const count = useUnreadChats();
  if (count === 0) return null;
  return (
    <Badge component="span" size="sm" variant="filled" color="red" ms={6} data-testid="unread-chats">
      <span aria-hidden="true">{format.number(count)}</span>
      <VisuallyHidden>{t('nav.unreadChats', { count, formatted: format.number(count) })}</VisuallyHidden>
    </Badge>
  );
}
