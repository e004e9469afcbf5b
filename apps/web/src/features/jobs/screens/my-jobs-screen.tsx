import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Link, useSearchParams } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useMyJobs } from '../../../entities/jobs/my-jobs-query.ts';
import { CloseJobDialog } from '../components/close-job-dialog.tsx';
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
  const [closing, setClosing] = useState<TJob | null>(null);

  return (
    <Stack gap="md">
      <PublishedBanner />
      <Group justify="space-between">
        <Title order={1}>{t('jobs.my.title')}</Title>
        <Group gap="xs">
          <Button component={Link} to="/message-templates" variant="default">
            {t('templates.title')}
          </Button>
          <Button component={Link} to="/create-job">
            {t('nav.postJob')}
          </Button>
        </Group>
      </Group>
      <QueryState
        query={jobs}
        loadFailed={t('jobs.my.loadFailed')}
        empty={{
          title: t('jobs.my.empty'),
          hint: t('jobs.my.emptyHint'),
          action: (
            <Button component={Link} to="/create-job">
              {t('nav.postJob')}
            </Button>
          ),
        }}
      >
        {(items) =>
          items.map((job) => (
            <MyJobCard key={job._id} job={job} onDelete={setDeleting} onClose={setClosing} />
          ))
        }
      </QueryState>
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
      <CloseJobDialog job={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}
