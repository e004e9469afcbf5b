import { useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCreateJobRequest } from '@debut/contract/jobs';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useCreateJob } from '../api/create-job.ts';
import { JobForm } from '../components/form/job-form.tsx';
import { PostingInfoDialog } from '../components/posting-info-dialog.tsx';
import { useSession } from '../../../entities/auth/session-store.ts';
import { emptyJobFormFor } from '../schemas/job-form-schema.ts';

/** /create-job: the information dialog first (SPEC.md §2), then the form; a draft is created. */
export function CreateJobScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.create.title'));
  const navigate = useNavigate();
  const create = useCreateJob();
  const [infoOpen, setInfoOpen] = useState(true);
  const { user } = useSession();
  const defaultValues = useMemo(() => emptyJobFormFor(user?.country), [user?.country]);

  const onSubmit = async (request: TCreateJobRequest) => {
    await create.mutateAsync(request);
    showSuccessToast(t('jobs.create.success'));
    await navigate('/my-jobs');
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('jobs.create.title')}</Title>
        <Text>{t('jobs.create.intro')}</Text>
      </Stack>
      <PostingInfoDialog
        opened={infoOpen}
        onContinue={() => setInfoOpen(false)}
        onCancel={() => void navigate('/my-jobs')}
      />
      <JobForm
        defaultValues={defaultValues}
        submitLabel={t('jobs.create.submit')}
        onSubmit={onSubmit}
        startWithLastCompany
      />
    </Stack>
  );
}
