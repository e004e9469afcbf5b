import { useEffect, useRef, useState } from 'react';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { refreshSessionUser, useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendVerificationButton } from '../components/resend-verification-button.tsx';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

const LINK_PROBLEMS: Record<string, TranslationKey> = {
  TOKEN_EXPIRED: 'verifyEmail.expired',
  TOKEN_INVALID: 'verifyEmail.invalid',
};

/**
 * `/verify-email?token=…`, the link of the confirmation mail: confirms on a click, signed in or not.
 * Never on load: a mail scanner or a link preview opening the page must not confirm an address for an
 * account someone else made (issue 27, item 3). The token leaves the address bar first, so it stays out
 * of history, bookmarks and shared screenshots.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('verifyEmail.title'));
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { isSignedIn, user } = useSession();
  // A link is single use: a double click must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  const confirm = () => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess: () => void refreshSessionUser(queryClient).catch(() => undefined) });
  };

  const next = isSignedIn ? (
    <Button component={Link} to="/jobs" replace>
      {t('nav.jobs')}
    </Button>
  ) : (
    <Button component={Link} to="/login" replace>
      {t('nav.login')}
    </Button>
  );

  if (verify.isSuccess || (isSignedIn && user?.emailVerified)) {
    return (
      <AuthCard title={t('verifyEmail.confirmedTitle')}>
        <Alert color="green" variant="light">
          {t(verify.isSuccess ? 'verifyEmail.done' : 'verifyEmail.alreadyDone')}
        </Alert>
        <Group>{next}</Group>
      </AuthCard>
    );
  }

  if (token && !verify.isError) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <Text>{t('verifyEmail.prompt')}</Text>
        <Group>
          <Button onClick={confirm} loading={verify.isPending}>
            {t('verifyEmail.confirm')}
          </Button>
        </Group>
      </AuthCard>
    );
  }

  const code = isApiError(verify.error) ? verify.error.code : undefined;
  const problemKey = code ? LINK_PROBLEMS[code] : undefined;
  const problem = !token ? t('verifyEmail.invalid') : problemKey ? t(problemKey) : errorMessage(verify.error);
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Alert color="red" variant="light">
        {problem}
      </Alert>
      {isSignedIn && user ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('verifyEmail.askAgain', { email: isolate(user.email) })}</Text>
          <ResendVerificationButton email={user.email} size="sm" />
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('verifyEmail.signInToResend')}</Text>
          {next}
        </Stack>
      )}
    </AuthCard>
  );
}
