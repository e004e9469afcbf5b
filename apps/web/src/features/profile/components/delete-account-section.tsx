import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
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
      <Modal.Root opened={opened} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          {/* role none: Mantine's <header> inside the dialog would read as a second page banner. */}
          <Modal.Header role="none">
            <Modal.Title fw={700}>{t('profile.delete.confirmTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('common.close')} />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text>{t('profile.delete.warning')}</Text>
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
                  {t('profile.delete.confirm')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
