import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribe } from '../../entities/alerts/alerts-api.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/**
 * /alerts/unsubscribe?token=: the link in an alert mail's body, signed out or in. One click on the
 * button stops the alert; a page that acted on load would be triggered by link scanners.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.unsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('alerts.unsubscribeTitle')}</Title>
      <Paper withBorder radius="md" p="lg">
        {unsubscribe.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t('alerts.unsubscribed')}
          </Alert>
        ) : (
          <Stack gap="md" align="flex-start">
            <Text>{t('alerts.unsubscribeText')}</Text>
            {(unsubscribe.isError || token === '') && (
              <Alert color="red" variant="light" role="alert">
                {t('alerts.unsubscribeInvalid')}
              </Alert>
            )}
            <Button
              color="red"
              disabled={token === ''}
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('alerts.unsubscribeButton')}
            </Button>
          </Stack>
        )}
      </Paper>
      <Anchor component={Link} to="/alerts">
        {t('alerts.manage')}
      </Anchor>
    </Stack>
  );
}
