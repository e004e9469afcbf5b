import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Account deletion behind a confirmation (SPEC.md §4): immediate, final and irreversible. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteAccount();

  const confirm = () => {
    // mutateAsync: this screen unmounts as the session clears, the navigation must still happen.
    remove.mutateAsync().then(
      () => navigate('/login', { replace: true }),
      () => undefined, // Shown in the dialog from the mutation's state.
    );
  };

  return (
    <>
      <Group>
        <Button color="red" variant="outline" onClick={open}>
          {t('profile.delete.open')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t('profile.delete.confirmTitle')}
        confirmLabel={t('profile.delete.confirm')}
        onConfirm={confirm}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      >
        <Text>{t('profile.delete.warning')}</Text>
      </ConfirmDialog>
    </>
  );
}
