import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { ActionRow } from '../../../../shared/ui/action-row.tsx';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '@debut/contract/applications';
import { useFormatDate } from '../../../../shared/i18n/use-format-date.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../../shared/ui/page-loader.tsx';
import { useAddNote, useNotes } from '../../api/applicants.ts';
import detailsClasses from '../job-details.module.css';

/**
 * The team's private notes on one applicant (never shown to them), read when the fold opens: who
 * wrote each and when, and a note of one's own.
 */
export function NotesPanel({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const notes = useNotes(jobId, applicationId);
  const add = useAddNote(jobId, applicationId);
  const [text, setText] = useState('');
  const fieldId = `note-${applicationId}`;

  return (
    <Stack gap="xs">
      {notes.isPending && <PageLoader />}
      {notes.isError && (
        <LoadError
          title={t('pipeline.notes.failed')}
          error={notes.error}
          onRetry={() => void notes.refetch()}
        />
      )}
      {notes.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('pipeline.notes.empty')}
        </Text>
      )}
      {notes.data && notes.data.length > 0 && (
        <Stack gap={6} component="ol" className={detailsClasses.list}>
          {notes.data.map((note) => (
            <li key={note._id}>
              <Text size="xs" c="dimmed">
                <bdi>{note.author.displayName}</bdi> ·{' '}
                <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
              </Text>
              <Text size="sm" className={detailsClasses.plain} dir="auto">
                {note.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === '') return;
          add.mutate(text, { onSuccess: () => setText('') });
        }}
      >
        <Stack gap="xs">
          <Textarea
            id={fieldId}
            label={t('pipeline.notes.add')}
            description={t('pipeline.notes.private')}
            autosize
            minRows={2}
            maxLength={NOTE_MAX}
            dir="auto"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <ActionRow error={add.error}>
            <Button
              type="submit"
              size="xs"
              variant="light"
              loading={add.isPending}
              disabled={text.trim() === ''}
            >
              {t('pipeline.notes.save')}
            </Button>
          </ActionRow>
        </Stack>
      </form>
    </Stack>
  );
}
