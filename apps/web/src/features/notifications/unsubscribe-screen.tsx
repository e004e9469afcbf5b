import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_KIND_TEXTS } from '../../entities/notifications/notification-kinds.ts';
import { useUnsubscribeFromMail } from '../../entities/notifications/notifications-api.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/**
 * `/unsubscribe?token=…`, the link at the foot of every mail that can be switched off (DESIGN.md §14.0):
 * signed out or in, one click on the button switches that kind of mail (or one saved search's mails)
 * off. Never on load: mail scanners and link previews open the links they find. The token leaves the
 * address bar first, so it stays out of history and of shared screenshots.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const unsubscribe = useUnsubscribeFromMail();
  const errorMessage = useErrorMessage();
  // One click, one request: a double click must not send the token twice.
  const sent = useRef(false);

  useEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  const invalid =
    token === '' || (isApiError(unsubscribe.error) && unsubscribe.error.code === 'TOKEN_INVALID');
  const done = unsubscribe.data?.unsubscribed;

  let body;
  if (done) {
    body = (
      <Alert color="green" variant="light" role="status" title={t('unsubscribe.doneTitle')}>
        {t('unsubscribe.done', {
          what: done === 'alert' ? t('unsubscribe.thisAlert') : t(NOTIFICATION_KIND_TEXTS[done].label),
        })}
      </Alert>
    );
  } else if (invalid) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('unsubscribe.invalidTitle')}>
        {t('unsubscribe.invalid')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('unsubscribe.prompt')}</Text>
        {unsubscribe.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {t('unsubscribe.failed', { reason: errorMessage(unsubscribe.error) })}
          </Alert>
        )}
        <Button
          color="red"
          loading={unsubscribe.isPending}
          onClick={() => {
            if (sent.current) return;
            sent.current = true;
            unsubscribe.mutate(token, { onError: () => (sent.current = false) });
          }}
        >
          {t('unsubscribe.button')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={560} w="100%">
      <Title order={1}>{t('unsubscribe.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
      <Group gap="lg">
        <Anchor component={Link} to="/profile">
          {t('unsubscribe.settings')}
        </Anchor>
        <Anchor component={Link} to="/">
          {t('unsubscribe.home')}
        </Anchor>
      </Group>
    </Stack>
  );
}
