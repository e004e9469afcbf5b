import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { showSuccessToast } from '../../shared/ui/toast.ts';
import { useCancelApplication } from './applications-api.ts';

interface CancelApplicationDialogProps {
  /** The job whose application is withdrawn; null keeps the dialog closed. */
  job: { _id: string; title: string } | null;
  onClose: () => void;
}

/** Cancelling deletes the application (SPEC.md §4), so it is asked once more. */
export function CancelApplicationDialog({ job, onClose }: CancelApplicationDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const cancel = useCancelApplication();

  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!job) return;
    cancel.mutate(job._id, {
      onSuccess: () => {
        showSuccessToast(t('applications.deleted'));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={job !== null}
      onClose={close}
      title={t('applications.cancelTitle')}
      confirmLabel={t('applications.cancelConfirm')}
      dismissLabel={t('applications.keep')}
      onConfirm={confirm}
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error) : null}
    >
      <Text fw={600}>{job?.title}</Text>
      <Text>{t('applications.cancelWarning')}</Text>
    </ConfirmDialog>
  );
}
