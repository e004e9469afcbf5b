import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { type CloseReason, useCloseJob } from '../api/update-job.ts';

/** Closing keeps the job, its applicants and chats (unlike Delete); the owner says why. */
export function CloseJobDialog({ job, onClose }: { job: TJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const closeJob = useCloseJob();
  const [reason, setReason] = useState<CloseReason>('filled');

  const close = () => {
    closeJob.reset();
    setReason('filled');
    onClose();
  };

  const confirm = () => {
    if (!job) return;
    closeJob.mutate(
      { id: job._id, reason },
      {
        onSuccess: () => {
          showSuccessToast(t('jobs.my.closed'));
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={job !== null}
      onClose={close}
      title={t('jobs.my.closeTitle')}
      confirmLabel={t('jobs.my.closeConfirm')}
      onConfirm={confirm}
      pending={closeJob.isPending}
      error={closeJob.isError ? errorMessage(closeJob.error) : null}
    >
      <Text fw={600}>{job?.title}</Text>
      <Radio.Group
        value={reason}
        onChange={(value) => setReason(value as CloseReason)}
        label={t('jobs.my.closeReason')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="filled" label={t('jobs.my.closeFilled')} />
          <Radio value="owner" label={t('jobs.my.closeOther')} />
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t('jobs.my.closeNote')}
      </Text>
    </ConfirmDialog>
  );
}
