import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_LIMITS } from '@debut/contract/jobs';
import { MODERATION_REASON_MAX, type TModeratedJob } from '@debut/contract/moderation';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useEditJob } from '../api/admin-api.ts';
import { toJobChanges, ZEditJobForm, type TEditJobForm } from '../schemas/edit-job-schema.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';

type EditTarget = Pick<TModeratedJob, '_id' | 'title' | 'description'>;

function EditJobForm({
  job,
  defaults,
  onDone,
  onCancel,
}: {
  job: EditTarget;
  defaults: Pick<TEditJobForm, 'title' | 'description'>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const edit = useEditJob();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TEditJobForm>({
    resolver: zodResolver(ZEditJobForm),
    defaultValues: { ...defaults, reason: '' },
  });

  const save = handleSubmit((form) =>
    edit.mutate(
      { id: job._id, changes: toJobChanges(form), reason: form.reason },
      {
        onSuccess: () => {
          showSuccessToast(t('moderation.toasts.jobEdited'));
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('jobs.fields.title')}
          required
          maxLength={JOB_LIMITS.title.max}
          error={fieldError(errors.title)}
          data-autofocus
          {...register('title')}
        />
        <Textarea
          label={t('jobs.fields.description')}
          required
          maxLength={JOB_LIMITS.description.max}
          autosize
          minRows={5}
          maxRows={14}
          error={fieldError(errors.description)}
          {...register('description')}
        />
        <Textarea
          label={t('moderation.dialogs.auditNote')}
          required
          maxLength={MODERATION_REASON_MAX}
          autosize
          minRows={2}
          maxRows={6}
          error={fieldError(errors.reason)}
          {...register('reason')}
        />
        {edit.isError && (
          <Alert color="red" variant="light" title={t('moderation.dialogs.failed')}>
            {errorMessage(edit.error)}
          </Alert>
        )}
        <DialogActions
          onCancel={onCancel}
          actionLabel={t('moderation.actions.saveEdit')}
          pending={edit.isPending}
        />
      </Stack>
    </form>
  );
}

/** A moderator corrects a job's title and description, starting from the current text. */
export function EditJobDialog({ job, onClose }: { job: EditTarget | null; onClose: () => void }) {
  const { t } = useTranslation();

  return (
    <AppDialog opened={job !== null} onClose={onClose} title={t('moderation.dialogs.editJobTitle')} size="lg">
      {job && (
        <EditJobForm
          key={job._id}
          job={job}
          defaults={{ title: job.title, description: job.description }}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </AppDialog>
  );
}
