import { useEffect, useState } from 'react';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@debut/contract/users';
import { meQueryOptions } from '../../../entities/auth/get-me.ts';
import { session } from '../../../entities/auth/session-store.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import classes from './verify-email-banner.module.css';

const dismissedKey = (userId: string) => `debut.verifyEmailBanner.dismissed.${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in, unconfirmed account to open the mailed link, with a way to get a new one. Hidden
 * for the rest of the browser session once dismissed; gone by itself when the account is confirmed,
 * also in another tab (the account is read again when this tab regains focus).
 */
export function VerifyEmailBanner({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readDismissed(user.id));
  const me = useQuery({ ...meQueryOptions(), refetchOnWindowFocus: 'always' });

  useEffect(() => {
    if (me.data?.id === user.id && me.data.emailVerified) session.setUser(me.data);
  }, [me.data, user.id]);

  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // Private modes may refuse storage: hidden for this page's life then.
    }
  };

  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={t('verifyEmail.banner.title')}
      withCloseButton
      closeButtonLabel={t('verifyEmail.banner.dismiss')}
      onClose={dismiss}
      mb={{ base: 'xs', sm: 'lg' }}
      classNames={{ root: classes.root, wrapper: classes.wrapper, body: classes.body, title: classes.title }}
      // A reminder about the account, not part of the document when a screen is printed (print.css).
      data-screen-only
    >
      <Group gap="sm" justify="space-between" align="center">
        <Text size="sm" className={classes.text}>
          {t('verifyEmail.banner.text', { email: isolate(user.email) })}
        </Text>
        <ResendVerificationButton email={user.email} compactOnPhone />
      </Group>
    </Alert>
  );
}
