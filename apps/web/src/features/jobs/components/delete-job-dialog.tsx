import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
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
    <AppDialog opened={job !== null} onClose={close} title={t('jobs.my.deleteTitle')}>
      <Stack gap="md">
        <Text fw={600}>{job?.title}</Text>
        <Text>{t('jobs.my.deleteWarning')}</Text>
        {remove.isError && (
          <Alert color="red" variant="light">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('jobs.my.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
