import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '@debut/contract/moderation';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { REPORT_REASON_LABELS } from '../../../entities/moderation/report-reasons.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useReportJob } from '../api/report-job.ts';
import { isReportReason, toReportRequest, ZReportForm, type TReportForm } from '../schemas/report-schema.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

const EMPTY_REPORT: TReportForm = { reason: '', text: '' };

function ReportJobDialog({ job, opened, onClose }: { job: TJob; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const format = useFormatNumber();
  const report = useReportJob();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TReportForm>({ resolver: zodResolver(ZReportForm), defaultValues: EMPTY_REPORT });
  const left = REPORT_TEXT_MAX - useWatch({ control, name: 'text' }).length;
  const alreadyReported = isApiError(report.error) && report.error.code === 'ALREADY_REPORTED';

  const close = () => {
    report.reset();
    reset(EMPTY_REPORT);
    onClose();
  };
  const send = handleSubmit((form) => {
    if (!isReportReason(form.reason)) return;
    report.mutate(
      { jobId: job._id, report: toReportRequest({ reason: form.reason, text: form.text }) },
      {
        onSuccess: () => {
          showSuccessToast(t('report.sent'));
          close();
        },
      },
    );
  });

  return (
    <AppDialog opened={opened} onClose={close} title={t('report.title')}>
      <form onSubmit={(event) => void send(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('report.intro', { title: job.title })}</Text>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Radio.Group
                label={t('report.reason')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={fieldError(errors.reason)}
              >
                <Stack gap="xs" mt="xs">
                  {REPORT_REASONS.map((reason, index) => (
                    <Radio
                      key={reason}
                      value={reason}
                      label={t(REPORT_REASON_LABELS[reason])}
                      ref={index === 0 ? field.ref : undefined}
                      onBlur={field.onBlur}
                      data-autofocus={index === 0 || undefined}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Stack gap={4}>
            <Textarea
              label={t('report.text')}
              maxLength={REPORT_TEXT_MAX}
              autosize
              minRows={3}
              maxRows={10}
              error={fieldError(errors.text)}
              {...register('text')}
            />
            <Text size="xs" c="dimmed" ta="end" aria-live="polite">
              {t('report.charactersLeft', { count: left, formatted: format.number(left) })}
            </Text>
          </Stack>
          {report.isError &&
            (alreadyReported ? (
              <Alert color="blue" variant="light">
                {errorMessage(report.error)}
              </Alert>
            ) : (
              <Alert color="red" variant="light" title={t('report.failed')}>
                {errorMessage(report.error)}
              </Alert>
            ))}
          <DialogActions onCancel={close} actionLabel={t('report.send')} pending={report.isPending} danger />
        </Stack>
      </form>
    </AppDialog>
  );
}

/** "Report" on someone else's job card: why it looks wrong, for the moderators (issue 8). */
export function ReportJobButton({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [reporting, setReporting] = useState(false);
  if (!isSignedIn || canManageJob(job)) return null;
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setReporting(true)}>
        {t('report.open')}
      </Button>
      <ReportJobDialog job={job} opened={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
