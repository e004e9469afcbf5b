import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TModeratedUser } from '@debut/contract/moderation';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useBlockUser } from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** Blocking or unblocking an account; null while no dialog is open. */
export interface UserAction {
  kind: 'block' | 'unblock';
  user: TModeratedUser;
}

export function UserActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockUser();
  const blocking = action?.kind !== 'unblock';
  const name = action?.user.displayName ?? '';
  const email = action?.user.email ?? '';

  const close = () => {
    block.reset();
    onClose();
  };
  const confirm = (reason: string) => {
    if (!action) return;
    block.mutate(
      { id: action.user._id, request: { blocked: blocking, reason } },
      {
        onSuccess: () => {
          showSuccessToast(
            blocking ? t('moderation.toasts.userBlocked') : t('moderation.toasts.userUnblocked'),
          );
          close();
        },
      },
    );
  };

  return (
    <ReasonDialog
      key={action ? `${action.kind}:${action.user._id}` : 'closed'}
      opened={action !== null}
      onClose={close}
      title={blocking ? t('moderation.dialogs.blockUserTitle') : t('moderation.dialogs.unblockUserTitle')}
      reasonLabel={blocking ? t('moderation.dialogs.reasonForUser') : t('moderation.dialogs.auditNote')}
      confirmLabel={blocking ? t('moderation.actions.blockUser') : t('moderation.actions.unblockUser')}
      danger={blocking}
      onConfirm={confirm}
      pending={block.isPending}
      error={block.error}
    >
      <Text fw={600}>{t('moderation.users.nameAndEmail', { name, email })}</Text>
      <Text>
        {blocking ? t('moderation.dialogs.blockUserText') : t('moderation.dialogs.unblockUserText')}
      </Text>
    </ReasonDialog>
  );
}
