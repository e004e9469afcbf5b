import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useBlockJob, useDeleteJob, useReviewJob } from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

export type JobActionKind = 'block' | 'unblock' | 'review' | 'delete';

/** A moderation action chosen on a job; null while no dialog is open. */
export interface JobAction {
  kind: JobActionKind;
  job: { _id: string; title: string };
}

/** Block, unblock, review the reports of, or delete a job, each with its reason. */
export function JobActionDialog({ action, onClose }: { action: JobAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockJob();
  const review = useReviewJob();
  const remove = useDeleteJob();
  const kind = action?.kind ?? 'block';
  const mutation = kind === 'review' ? review : kind === 'delete' ? remove : block;
  const title = action?.job.title ?? '';

  const close = () => {
    block.reset();
    review.reset();
    remove.reset();
    onClose();
  };
  const done = (message: string) => () => {
    showSuccessToast(message);
    close();
  };
  const confirm = (reason: string) => {
    if (!action) return;
    const id = action.job._id;
    switch (action.kind) {
      case 'block':
        block.mutate(
          { id, request: { blocked: true, reason } },
          { onSuccess: done(t('moderation.toasts.jobBlocked')) },
        );
        break;
      case 'unblock':
        block.mutate(
          { id, request: { blocked: false, reason } },
          { onSuccess: done(t('moderation.toasts.jobUnblocked')) },
        );
        break;
      case 'review':
        review.mutate({ id, reason }, { onSuccess: done(t('moderation.toasts.reviewed')) });
        break;
      case 'delete':
        remove.mutate({ id, reason }, { onSuccess: done(t('moderation.toasts.jobDeleted')) });
        break;
    }
  };

  const texts = {
    block: {
      title: t('moderation.dialogs.blockJobTitle'),
      text: t('moderation.dialogs.blockJobText', { title }),
      reasonLabel: t('moderation.dialogs.reasonForOwner'),
      confirm: t('moderation.actions.blockJob'),
    },
    unblock: {
      title: t('moderation.dialogs.unblockJobTitle'),
      text: t('moderation.dialogs.unblockJobText', { title }),
      reasonLabel: t('moderation.dialogs.auditNote'),
      confirm: t('moderation.actions.unblockJob'),
    },
    review: {
      title: t('moderation.dialogs.reviewTitle'),
      text: t('moderation.dialogs.reviewText', { title }),
      reasonLabel: t('moderation.dialogs.auditNote'),
      confirm: t('moderation.actions.review'),
    },
    delete: {
      title: t('moderation.dialogs.deleteJobTitle'),
      text: t('moderation.dialogs.deleteJobText', { title }),
      reasonLabel: t('moderation.dialogs.auditNote'),
      confirm: t('moderation.actions.deleteJob'),
    },
  }[kind];

  return (
    <ReasonDialog
      key={action ? `${action.kind}:${action.job._id}` : 'closed'}
      opened={action !== null}
      onClose={close}
      title={texts.title}
      reasonLabel={texts.reasonLabel}
      confirmLabel={texts.confirm}
      danger={kind === 'block' || kind === 'delete'}
      onConfirm={confirm}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Text fw={kind === 'delete' ? 600 : undefined}>{texts.text}</Text>
    </ReasonDialog>
  );
}
