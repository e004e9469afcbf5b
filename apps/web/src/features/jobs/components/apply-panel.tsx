import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANSWER_MAX, COVER_LETTER_MAX } from '@debut/contract/applications';
import type { TJob, TQuestion } from '@debut/contract/jobs';
import { useApply } from '../../../entities/applications/applications-api.ts';
import { CancelApplicationDialog } from '../../../entities/applications/cancel-application-dialog.tsx';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { chatPath } from '../../../entities/messages/chat-path.ts';
import { FavoriteButton, useFavoriteToggle } from '../../../entities/favorites/favorite-button.tsx';
import { useFavoriteIds } from '../../../entities/favorites/favorites-store.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';
import { useMyResume } from '../../../entities/resumes/resume-api.ts';

/** Whether the employer will see the person's profile with this application, and the way to it. */
function ProfileNotice() {
  const { t } = useTranslation();
  const resume = useMyResume();
  if (!resume.isSuccess) return null;
  const key = !resume.data
    ? 'resume.applyNone'
    : resume.data.shareWithEmployers
      ? 'resume.applyShown'
      : 'resume.applyHidden';
  return (
    <Text size="sm">
      {t(key)}{' '}
      <Anchor component={Link} to="/profile/resume">
        {resume.data ? t('resume.applyEdit') : t('resume.applyCreate')}
      </Anchor>
    </Text>
  );
}

/** Whether the job's last day for applications (`applyBy`, an instant) is behind us. */
export function applyClosed(job: Pick<TJob, 'applyBy'>, now = Date.now()): boolean {
  return job.applyBy !== null && Date.parse(job.applyBy) < now;
}

/** One screening question: free text, or a yes/no choice (sent as "yes" or "no"). */
function QuestionField({
  question,
  value,
  onChange,
  missing,
}: {
  question: TQuestion;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
}) {
  const { t } = useTranslation();
  const error = missing ? t('applications.answerRequired') : undefined;
  if (question.kind === 'yes_no') {
    return (
      <Radio.Group
        // The employer's words keep their own direction in a screen of the other one.
        label={<bdi>{question.text}</bdi>}
        withAsterisk={question.required}
        value={value}
        onChange={onChange}
        error={error}
      >
        <Group gap="md" mt="xs">
          <Radio value="yes" label={t('applications.yes')} />
          <Radio value="no" label={t('applications.no')} />
        </Group>
      </Radio.Group>
    );
  }
  return (
    <Textarea
      label={<bdi>{question.text}</bdi>}
      dir="auto"
      withAsterisk={question.required}
      aria-required={question.required}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={ANSWER_MAX}
      autosize
      minRows={2}
      maxRows={8}
      error={error}
    />
  );
}

function ApplyDialog({ job, opened, onClose }: { job: TJob; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useFormatNumber();
  const apply = useApply();
  const [coverLetter, setCoverLetter] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const missing = job.questions.filter(
    (question) => question.required && (answers[question.id] ?? '').trim() === '',
  );

  const close = () => {
    apply.reset();
    setChecked(false);
    onClose();
  };
  const send = () => {
    // Checked here first so the person sees which field is missing, not only the server's 400.
    setChecked(true);
    if (missing.length > 0) return;
    apply.mutate(
      {
        jobId: job._id,
        coverLetter,
        answers: job.questions.map((question) => ({
          questionId: question.id,
          text: answers[question.id] ?? '',
        })),
      },
      {
        onSuccess: () => {
          showSuccessToast(t('applications.sent'));
          setCoverLetter('');
          setAnswers({});
          close();
        },
      },
    );
  };

  return (
    <AppDialog opened={opened} onClose={close} title={t('applications.applyTitle', { title: job.title })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          {job.questions.length > 0 && (
            <Stack gap="sm" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" fw={500} mb="xs">
                {t('applications.questions')}
              </Text>
              {job.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={answers[question.id] ?? ''}
                  onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
                  missing={checked && missing.includes(question)}
                />
              ))}
            </Stack>
          )}
          <Textarea
            label={t('applications.coverLetter')}
            description={t('applications.coverLetterHint')}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.currentTarget.value)}
            maxLength={COVER_LETTER_MAX}
            autosize
            minRows={5}
            maxRows={12}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="end" aria-live="polite">
            {t('applications.charactersLeft', {
              count: COVER_LETTER_MAX - coverLetter.length,
              formatted: format.number(COVER_LETTER_MAX - coverLetter.length),
            })}
          </Text>
          <ProfileNotice />
          {checked && missing.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {t('errors.codes.ANSWERS_REQUIRED')}
            </Alert>
          )}
          {apply.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('applications.error', { reason: errorMessage(apply.error) })}
            </Alert>
          )}
          <DialogActions onCancel={close} actionLabel={t('applications.send')} pending={apply.isPending} />
        </Stack>
      </form>
    </AppDialog>
  );
}

/** What the person came to do when they signed in from the job's public page. */
export type JobIntent = 'apply' | 'save';

/**
 * What a job seeker does on the job card: apply (or see it is done, and cancel), write to the
 * employer, keep as favourite. Arriving with an intent from the public page carries it out: the apply
 * dialog opens, or the job becomes a favourite.
 */
export function ApplyPanel({ job, intent }: { job: TJob; intent?: JobIntent | undefined }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const closed = applyClosed(job);
  const [applying, setApplying] = useState(
    intent === 'apply' && !job.applied && job.status === 'active' && !closed,
  );
  const [cancelling, setCancelling] = useState(false);
  const favorite = useFavoriteIds().includes(job._id);
  const { toggle } = useFavoriteToggle();
  const saved = useRef(false);
  useEffect(() => {
    if (intent !== 'save' || saved.current) return;
    saved.current = true;
    if (!favorite) toggle(job._id);
  }, [intent, favorite, toggle, job._id]);

  return (
    <Group gap="sm">
      {job.applied ? (
        <>
          <Button disabled>{t('applications.alreadyApplied')}</Button>
          <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
            {t('applications.cancel')}
          </Button>
        </>
      ) : (
        job.status === 'active' &&
        (closed ? (
          <Text fw={500}>{t('applications.applyClosed')}</Text>
        ) : (
          <>
            <Button onClick={() => setApplying(true)}>{t('applications.apply')}</Button>
            {job.applyBy !== null && (
              <Text size="sm" c="dimmed">
                {t('applications.applyBy', { date: formatDate(job.applyBy) })}
              </Text>
            )}
          </>
        ))
      )}
      {job.status === 'active' && (
        <Button variant="light" component={Link} to={chatPath(job._id)}>
          {t('chat.messageEmployer')}
        </Button>
      )}
      <FavoriteButton jobId={job._id} jobTitle={job.title} withLabel />
      <ApplyDialog job={job} opened={applying} onClose={() => setApplying(false)} />
      <CancelApplicationDialog job={cancelling ? job : null} onClose={() => setCancelling(false)} />
    </Group>
  );
}
