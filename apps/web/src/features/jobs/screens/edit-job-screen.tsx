import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TCreateJobRequest, TJob } from '@debut/contract/jobs';
import { isApiError } from '../../../shared/api/api-error.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../../../entities/jobs/job-query.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { JobForm } from '../components/form/job-form.tsx';
import { JobLoadProblem } from '../components/job-load-problem.tsx';
import { changedFields, jobToForm } from '../schemas/job-form-schema.ts';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

function CannotEdit({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('jobs.edit.title')}</Title>
      <Alert color="red" variant="light">
        {message}
      </Alert>
      <Button component={Link} to="/my-jobs" variant="default">
        {t('jobs.edit.backToMyJobs')}
      </Button>
    </Stack>
  );
}

function EditJobForm({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateJob();

  const onSubmit = async (request: TCreateJobRequest) => {
    const changes = changedFields(job, request);
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: job._id, changes });
      showSuccessToast(t('jobs.edit.success'));
    }
    await navigate('/my-jobs');
  };

  return (
    <JobForm
      defaultValues={jobToForm(job)}
      submitLabel={t('jobs.edit.submit')}
      onSubmit={onSubmit}
      requireChanges
      savedCompany={job.company}
    >
      <Button component={Link} to="/my-jobs" variant="default">
        {t('common.cancel')}
      </Button>
    </JobForm>
  );
}

/** /jobs/:id/edit: the create form, filled in; only the changed fields are sent. */
export function EditJobScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.edit.title'));
  const { id = '' } = useParams();
  const job = useJob(id);

  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    if (isApiError(job.error) && job.error.status === 403)
      return <CannotEdit message={t('jobs.edit.forbidden')} />;
    return <JobLoadProblem error={job.error} onRetry={() => void job.refetch()} />;
  }
  if (!canManageJob(job.data)) return <CannotEdit message={t('jobs.edit.forbidden')} />;
  if (job.data.status === 'blocked') return <CannotEdit message={t('jobs.edit.blocked')} />;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('jobs.edit.title')}</Title>
      <EditJobForm job={job.data} />
    </Stack>
  );
}
