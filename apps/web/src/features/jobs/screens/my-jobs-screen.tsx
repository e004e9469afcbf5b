import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Link, useSearchParams } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useMyJobs } from '../../../shared/jobs/my-jobs-query.ts';
import { DeleteJobDialog } from '../components/delete-job-dialog.tsx';
import { MyJobCard } from '../components/my-job-card.tsx';

/** After confirm-publish the app lands here with `?published=1` (SPEC.md §2). */
function PublishedBanner() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (params.get('published') !== '1') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('published');
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      color="green"
      variant="light"
      title={t('jobs.my.published')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={dismiss}
    >
      {t('jobs.my.publishedHint')}
    </Alert>
  );
}

/** /my-jobs: every job of the user, in every status, with edit, delete and pay-and-publish. */
export function MyJobsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.my.title'));
  const jobs = useMyJobs();
  const [deleting, setDeleting] = useState<TJob | null>(null);

  return (
    <Stack gap="md">
      <PublishedBanner />
      <Group justify="space-between">
        <Title order={1}>{t('jobs.my.title')}</Title>
        <Button component={Link} to="/create-job">
          {t('nav.postJob')}
        </Button>
      </Group>
      {jobs.isPending && <PageLoader />}
      {jobs.isError && (
        <LoadError title={t('jobs.my.loadFailed')} error={jobs.error} onRetry={() => void jobs.refetch()} />
      )}
      {jobs.data?.length === 0 && (
        <EmptyState
          title={t('jobs.my.empty')}
          hint={t('jobs.my.emptyHint')}
          action={
            <Button component={Link} to="/create-job">
              {t('nav.postJob')}
            </Button>
          }
        />
      )}
      {jobs.data?.map((job) => (
        <MyJobCard key={job._id} job={job} onDelete={setDeleting} />
      ))}
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
