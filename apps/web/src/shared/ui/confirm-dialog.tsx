import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { AppDialog } from './app-dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';

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
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        {props.children}
        {props.error && (
          <Alert color="red" variant="light">
            {props.error}
          </Alert>
        )}
        <DialogActions
          onCancel={props.onClose}
          focusCancel
          {...(props.dismissLabel ? { cancelLabel: props.dismissLabel } : {})}
          actionLabel={props.confirmLabel}
          onAction={props.onConfirm}
          pending={props.pending}
          danger
        />
      </Stack>
    </AppDialog>
  );
}
