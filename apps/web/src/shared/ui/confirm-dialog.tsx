import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words (deletions say they are final). */
  children: ReactNode;
  confirmLabel: string;
  /** The safe way out, when "Cancel" would be ambiguous (cancelling an application). */
  dismissLabel?: string;
  onConfirm: () => void;
  pending: boolean;
  /** The failure of the last attempt, already in words. */
  error: string | null;
}

/** A destructive action asked once more: Cancel has the focus, the red button does it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        {props.children}
        {props.error && (
          <Alert color="red" variant="light">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {props.dismissLabel ?? t('common.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
