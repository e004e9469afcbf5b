import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteThread, type ChatRef } from '../../entities/messages/messages-api.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

export interface ChatToDelete extends ChatRef {
  name: string;
  title: string;
}

/** Deleting a chat is final and for both people, so it is asked once more (SPEC.md §4). */
export function DeleteChatDialog({
  chat,
  onClose,
  onDeleted,
}: {
  chat: ChatToDelete | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteThread();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={chat !== null}
      onClose={close}
      title={t('messages.deleteTitle')}
      confirmLabel={t('messages.deleteConfirm')}
      onConfirm={() => {
        if (!chat) return;
        deletion.mutate(
          { jobId: chat.jobId, userId: chat.userId },
          {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          },
        );
      }}
      pending={deletion.isPending}
      // SPEC.md §8: "Failed to delete chat".
      error={deletion.isError ? t('messages.deleteFailed') : null}
    >
      {chat && <Text>{t('messages.deleteText', { name: chat.name, title: chat.title })}</Text>}
    </ConfirmDialog>
  );
}
