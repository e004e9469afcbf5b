import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';

/** A job that does not exist for this user (404, or an id of no known form: 400). */
export function isJobMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** What a job screen shows when its job cannot be shown: not found, or failed with a retry. */
export function JobLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isJobMissing(error)) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('jobs.details.notFound')}</Title>
        <Text>{t('jobs.details.notFoundHint')}</Text>
        <Group>
          <Button component={Link} to="/jobs">
            {t('jobs.details.backToJobs')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <LoadError title={t('jobs.details.loadFailed')} error={error} onRetry={onRetry} />;
}
