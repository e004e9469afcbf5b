import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withNext } from '../../../entities/auth/return-to.ts';
import { useSession } from '../../../entities/auth/session-store.ts';

/**
 * SPEC.md §8 'job not found': no job id, or the job cannot be loaded for this visitor. These
 * screens are not guarded, so an anonymous visitor lands here too and is offered to sign in.
 */
export function JobNotFound() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('payments.jobNotFound')}</Title>
      <Text>{isSignedIn ? t('payments.jobNotFoundHint') : t('payments.signInHint')}</Text>
      <Group>
        {isSignedIn ? (
          <Button component={Link} to="/my-jobs">
            {t('payments.backToMyJobs')}
          </Button>
        ) : (
          <Button component={Link} to={withNext('/login', `${pathname}${search}`)}>
            {t('nav.login')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
