import type { ReactNode } from 'react';
import { Modal, type ModalRootProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: ModalRootProps['size'];
}

/** A modal dialog named by its title, with focus kept inside and a named close button. */
export function AppDialog({ opened, onClose, title, children, size }: AppDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        {/* role none: Mantine's <header> inside the dialog would read as a second page banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
