import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useConfirmDomain } from '../api/tokens.ts';

/**
 * `/company-domain/confirm?token=…`, the link mailed to an address at the company's domain: one
 * click confirms that the address (and so the domain) is the company's. Never on load, signed in or
 * not: the mailbox may be a shared one that nobody on Debut reads. The token leaves the address bar.
 */
export function ConfirmDomainScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.domainConfirm.title'));
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const confirm = useConfirmDomain();
  const errorMessage = useErrorMessage();
  const sent = useRef(false);

  useEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  const invalid = token === '' || (isApiError(confirm.error) && confirm.error.code === 'TOKEN_INVALID');

  let body;
  if (confirm.isSuccess) {
    body = (
      <Alert color="green" variant="light" role="status" title={t('companies.domainConfirm.doneTitle')}>
        {t('companies.domainConfirm.done')}
      </Alert>
    );
  } else if (invalid) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('companies.domainConfirm.invalidTitle')}>
        {t('companies.domainConfirm.invalid')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('companies.domainConfirm.prompt')}</Text>
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {errorMessage(confirm.error)}
          </Alert>
        )}
        <Button
          loading={confirm.isPending}
          onClick={() => {
            if (sent.current) return;
            sent.current = true;
            confirm.mutate(token, { onError: () => (sent.current = false) });
          }}
        >
          {t('companies.domainConfirm.button')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={560} w="100%">
      <Title order={1}>{t('companies.domainConfirm.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
    </Stack>
  );
}
