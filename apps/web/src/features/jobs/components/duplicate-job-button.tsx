import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showErrorToast } from '../../../shared/ui/toast.ts';
import { useDuplicateJob } from '../api/duplicate-job.ts';

/** Copies the job into a new draft and opens the draft's form, where the owner changes what differs. */
export function DuplicateJobButton({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const duplicate = useDuplicateJob();
  return (
    <Button
      size="xs"
      variant="light"
      loading={duplicate.isPending}
      aria-label={t('jobs.owner.duplicateJob', { title: job.title })}
      onClick={() =>
        duplicate.mutate(job._id, {
          onSuccess: (copy) => void navigate(`/jobs/${copy._id}/edit`),
          onError: (error) => showErrorToast(errorMessage(error)),
        })
      }
    >
      {t('jobs.owner.duplicate')}
    </Button>
  );
}
