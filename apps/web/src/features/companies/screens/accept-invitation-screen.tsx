import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useLogout } from '../../../entities/auth/logout.ts';
import { withNext } from '../../../entities/auth/return-to.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useAcceptInvitation } from '../api/tokens.ts';

/** A visitor signs in (or registers) first and comes back here, token and all. */
function SignInFirst({ here }: { here: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('companies.accept.signInFirst')}</Text>
      <Group gap="sm">
        <Button component={Link} to={withNext('/login', here)}>
          {t('nav.login')}
        </Button>
        <Button component={Link} to={withNext('/register', here)} variant="light">
          {t('nav.register')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * `/invitations/accept?token=…`, the link of an invitation mail (DESIGN.md §14.1). Joining takes a
 * click, never the page load (mail scanners open links); the server checks that the signed-in
 * person's confirmed address is the invited one. A visitor is sent to sign in and back.
 */
export function AcceptInvitationScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.accept.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, user } = useSession();
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const errorMessage = useErrorMessage();
  // One click, one request: the token is single-use, a second send would only say "invalid".
  const sent = useRef(false);
  const [here] = useState(`${pathname}${search}`);

  const code = isApiError(accept.error) ? accept.error.code : null;
  const joined = accept.data;

  let body;
  if (joined) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status" w="100%">
          {t('companies.accept.done', { name: joined.name })}
        </Alert>
        <Button component={Link} to={`/my-companies/${joined._id}`}>
          {t('companies.accept.open')}
        </Button>
      </Stack>
    );
  } else if (token === '' || code === 'TOKEN_INVALID') {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('companies.accept.invalidTitle')}>
        {t('companies.accept.invalid')}
      </Alert>
    );
  } else if (!isSignedIn) {
    body = <SignInFirst here={here} />;
  } else if (code === 'EMAIL_MISMATCH') {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t('companies.accept.mismatchTitle')}
          w="100%"
        >
          {t('companies.accept.mismatch', { email: user?.email ?? '' })}
        </Alert>
        <Group gap="sm">
          <Button
            variant="light"
            loading={logout.isPending}
            onClick={() =>
              void logout.mutateAsync().finally(() => navigate(withNext('/login', here), { replace: true }))
            }
          >
            {t('companies.accept.otherAccount')}
          </Button>
          <Anchor component={Link} to="/profile" size="sm">
            {t('companies.accept.profile')}
          </Anchor>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('companies.accept.prompt')}</Text>
        {accept.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Button
          loading={accept.isPending}
          onClick={() => {
            if (sent.current) return;
            sent.current = true;
            accept.mutate(token, { onError: () => (sent.current = false) });
          }}
        >
          {t('companies.accept.button')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={560} w="100%">
      <Title order={1}>{t('companies.accept.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
    </Stack>
  );
}
