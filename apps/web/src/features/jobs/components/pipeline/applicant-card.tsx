import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FINAL_STATUSES,
  TEAM_STATUSES,
  type TApplication,
  type TTeamStatus,
} from '@debut/contract/applications';
import {
  APPLICATION_STATUS_LABELS,
  ApplicationStatusBadge,
} from '../../../../entities/applications/application-status-badge.tsx';
import { StatusHistory } from '../../../../entities/applications/status-history.tsx';
import { chatPath } from '../../../../entities/messages/chat-path.ts';
import { ResumeView } from '../../../../entities/resumes/resume-view.tsx';
import { isolate } from '../../../../shared/i18n/isolate.ts';
import { useFormatDate } from '../../../../shared/i18n/use-format-date.ts';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { useDecideApplication } from '../../api/applicants.ts';
import detailsClasses from '../job-details.module.css';
import { NotesPanel } from './notes-panel.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { ActionRow } from '../../../../shared/ui/action-row.tsx';
import type { TranslationKey } from '../../../../shared/i18n/translation-key.ts';
import classes from './pipeline.module.css';

interface ApplicantCardProps {
  jobId: string;
  application: TApplication;
  selected: boolean;
  /** Ticks it for the bulk rejection; absent when it can no longer move (hired, expired). */
  onSelect?: (selected: boolean) => void;
}

/** One applicant on the board: who, what they sent, where they stand, and the team's moves and notes. */
/** The one-click answers beside each applicant: invite, or reject, each with the person's name. */
const QUICK_DECISIONS = [
  {
    status: 'invited',
    color: 'green',
    label: 'applications.invite',
    named: 'applications.inviteNamed',
  },
  {
    status: 'rejected',
    color: 'red',
    label: 'applications.reject',
    named: 'applications.rejectNamed',
  },
] as const satisfies readonly {
  status: 'invited' | 'rejected';
  color: string;
  label: TranslationKey;
  named: TranslationKey;
}[];

export function ApplicantCard({ jobId, application, selected, onSelect }: ApplicantCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const format = useFormatNumber();
  const decide = useDecideApplication();
  const name = application.user?.displayName ?? '';
  const final = FINAL_STATUSES.includes(application.status);
  const quick = (status: 'invited' | 'rejected') =>
    decide.mutate({ jobId, applicationId: application._id, status });
  const notes = application.notesCount ?? 0;
  const [notesOpen, setNotesOpen] = useState(false);

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            {onSelect && (
              <Checkbox
                mt={4}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t('pipeline.select', { name })}
              />
            )}
            <Stack gap={0} miw={0}>
              <Text fw={600}>
                <bdi>{name}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {t('applications.appliedOn', { date: formatDate(application.createdAt) })}
              </Text>
              {application.dueAt !== null && (
                <Text size="sm">{t('applications.answerDue', { date: formatDate(application.dueAt) })}</Text>
              )}
            </Stack>
          </Group>
          <ApplicationStatusBadge status={application.status} forOwner />
        </Group>

        {application.coverLetter ? (
          <Text className={detailsClasses.plain} dir="auto">
            {application.coverLetter}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('applications.noCoverLetter')}
          </Text>
        )}
        {application.answers.length > 0 && (
          <Stack gap={4} component="dl" m={0}>
            {application.answers.map((answer) => (
              <div key={answer.questionId}>
                <Text component="dt" size="sm" fw={600} dir="auto">
                  {answer.question}
                </Text>
                <Text component="dd" size="sm" m={0} className={detailsClasses.plain} dir="auto">
                  {answer.text === ''
                    ? '—'
                    : answer.kind === 'yes_no'
                      ? t(answer.text === 'yes' ? 'applications.yes' : 'applications.no')
                      : answer.text}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {application.resume ? (
          <details className={classes.details} open>
            <summary>{t('resume.applicantProfile', { name: isolate(name) })}</summary>
            <ResumeView resume={application.resume} headingLevel={4} />
          </details>
        ) : (
          <Text size="sm" c="dimmed">
            {t('resume.applicantNoProfile')}
          </Text>
        )}
        <StatusHistory history={application.history} />

        <ActionRow error={decide.error}>
          {!final &&
            QUICK_DECISIONS.map(({ status, color, label, named }) => (
              <Button
                key={status}
                size="xs"
                color={color}
                variant={application.status === status ? 'filled' : 'light'}
                aria-pressed={application.status === status}
                aria-label={t(named, { name })}
                loading={decide.isPending && decide.variables.status === status && !decide.variables.message}
                onClick={() => quick(status)}
              >
                {t(label)}
              </Button>
            ))}
          {application.user && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={chatPath(jobId, application.user._id)}
              aria-label={t('applications.messageNamed', { name })}
            >
              {t('applications.message')}
            </Button>
          )}
        </ActionRow>
        {!final && <MoveForm jobId={jobId} application={application} name={name} />}
        {/* Read when opened: a board of fifty applicants asks for no notes until one is looked at. */}
        <details className={classes.details} onToggle={(event) => setNotesOpen(event.currentTarget.open)}>
          <summary>{t('pipeline.notes.summary', { formatted: format.number(notes) })}</summary>
          {notesOpen && <NotesPanel jobId={jobId} applicationId={application._id} />}
        </details>
      </Stack>
    </Paper>
  );
}

/**
 * A move to any status the team may set, with a message that goes to the applicant's chat and
 * status mail; a template fills it. A labelled form of native controls, so keyboards move as well
 * as pointers do.
 */
function MoveForm({ jobId, application, name }: { jobId: string; application: TApplication; name: string }) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  const targets = TEAM_STATUSES.filter((status) => status !== application.status);
  const [picked, setPicked] = useState<TTeamStatus>(targets[0] ?? 'shortlisted');
  // After a move the status it went to is no target any more: the first one left is chosen then.
  const status = targets.includes(picked) ? picked : (targets[0] ?? picked);
  const [message, setMessage] = useState('');
  const formId = `move-${application._id}`;
  return (
    <form
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        decide.mutate(
          { jobId, applicationId: application._id, status, message },
          { onSuccess: () => setMessage('') },
        );
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600} id={`${formId}-title`}>
          {t('pipeline.move', { name: isolate(name) })}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('pipeline.moveTo')}
            value={status}
            onChange={(event) => {
              const next = targets.find((target) => target === event.currentTarget.value);
              if (next) setPicked(next);
            }}
            data={targets.map((target) => ({ value: target, label: t(APPLICATION_STATUS_LABELS[target]) }))}
          />
          <TemplatePicker kind={status === 'rejected' ? 'rejection' : 'invitation'} onPick={setMessage} />
        </Group>
        <Textarea
          label={t('pipeline.message')}
          description={t('pipeline.messageHint')}
          autosize
          minRows={2}
          dir="auto"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <ActionRow error={decide.error}>
          <Button type="submit" size="xs" loading={decide.isPending}>
            {t('pipeline.moveSubmit', { status: t(APPLICATION_STATUS_LABELS[status]) })}
          </Button>
        </ActionRow>
      </Stack>
    </form>
  );
}
