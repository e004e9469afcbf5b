import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useDeleteJob } from '../api/delete-job.ts';

/** Deleting a job is immediate, final and irreversible (SPEC.md §1): asked once more. */
export function DeleteJobDialog({ job, onClose }: { job: TJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const remove = useDeleteJob();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!job) return;
    remove.mutate(job._id, {
      onSuccess: () => {
        showSuccessToast(t('jobs.my.deleted'));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={job !== null}
      onClose={close}
      title={t('jobs.my.deleteTitle')}
      confirmLabel={t('jobs.my.deleteConfirm')}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
    >
      <Text fw={600}>{job?.title}</Text>
      <Text>{t('jobs.my.deleteWarning')}</Text>
    </ConfirmDialog>
  );
}
