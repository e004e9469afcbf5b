import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX } from '@debut/contract/moderation';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { ZReasonForm, type TReasonForm } from '../schemas/reason-schema.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, in words. */
  children: ReactNode;
  /** Says who reads the reason: the owner, the account holder, or only the audit log. */
  reasonLabel: string;
  confirmLabel: string;
  /** Red for what takes something away (block, delete). */
  danger?: boolean;
  onConfirm: (reason: string) => void;
  pending: boolean;
  /** The last attempt's failure, or null. */
  error: unknown;
}

/** A moderation action asked once more, with the reason every action needs. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TReasonForm>({ resolver: zodResolver(ZReasonForm), defaultValues: { reason: '' } });

  const close = () => {
    reset({ reason: '' });
    props.onClose();
  };
  const confirm = handleSubmit(({ reason }) => props.onConfirm(reason));

  return (
    <AppDialog opened={props.opened} onClose={close} title={props.title}>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <Stack gap="md">
          {props.children}
          <Textarea
            label={props.reasonLabel}
            required
            maxLength={MODERATION_REASON_MAX}
            autosize
            minRows={3}
            maxRows={8}
            error={fieldError(errors.reason)}
            data-autofocus
            {...register('reason')}
          />
          {props.error !== null && (
            <Alert color="red" variant="light" title={t('moderation.dialogs.failed')}>
              {errorMessage(props.error)}
            </Alert>
          )}
          <DialogActions
            onCancel={close}
            actionLabel={props.confirmLabel}
            pending={props.pending}
            {...(props.danger ? { danger: true } : {})}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}
