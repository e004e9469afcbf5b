import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onCancel: () => void;
  /** The safe way out, when "Cancel" would be ambiguous (cancelling an application). */
  cancelLabel?: string;
  /** Cancel takes the focus when the dialog opens (a destructive question). */
  focusCancel?: boolean;
  actionLabel: string;
  pending: boolean;
  danger?: boolean;
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
}

/** A dialog's footer: Cancel, then the action it asks for. */
export function DialogActions(props: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} data-autofocus={props.focusCancel || undefined}>
        {props.cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={props.onAction ? 'button' : 'submit'}
        onClick={props.onAction}
        color={props.danger ? 'red' : undefined}
        loading={props.pending}
      >
        {props.actionLabel}
      </Button>
    </Group>
  );
}
