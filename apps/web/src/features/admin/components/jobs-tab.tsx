import { useId, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TModeratedJob } from '@debut/contract/moderation';
import { useModeratedJobs } from '../api/admin-api.ts';
import { EditJobDialog } from './edit-job-dialog.tsx';
import { JobActionDialog, type JobAction } from './job-action-dialog.tsx';
import { ModeratedJobSummary } from './moderated-job-summary.tsx';
import { BlockToggleButton } from './block-toggle-button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SearchField, useDebouncedSearch } from './search-field.tsx';

interface JobCardProps {
  job: TModeratedJob;
  onAction: (action: JobAction) => void;
  onEdit: (job: TModeratedJob) => void;
}

function JobCard({ job, onAction, onEdit }: JobCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const blocked = job.status === 'blocked';
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <ModeratedJobSummary job={job} headingId={headingId} />
        <Group gap="xs">
          <BlockToggleButton
            blocked={blocked}
            describedBy={headingId}
            onToggle={(kind) => onAction({ kind, job })}
          />
          <Button size="xs" variant="light" aria-describedby={headingId} onClick={() => onEdit(job)}>
            {t('moderation.actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-describedby={headingId}
            onClick={() => onAction({ kind: 'delete', job })}
          >
            {t('moderation.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Any job, found by title, company, number or owner e-mail; with no query, the ones needing a look. */
export function JobsTab() {
  const { t } = useTranslation();
  const search = useDebouncedSearch();
  const jobs = useModeratedJobs(search.query);
  const [action, setAction] = useState<JobAction | null>(null);
  const [editing, setEditing] = useState<TModeratedJob | null>(null);

  return (
    <Stack gap="md">
      <SearchField label={t('moderation.jobs.search')} value={search.text} onChange={search.setText} />
      <QueryState
        query={jobs}
        loadFailed={t('moderation.jobs.loadFailed')}
        empty={{ title: t('moderation.jobs.empty'), hint: t('moderation.jobs.emptyHint') }}
        list
      >
        {(items) =>
          items.map((job) => <JobCard key={job._id} job={job} onAction={setAction} onEdit={setEditing} />)
        }
      </QueryState>
      <JobActionDialog action={action} onClose={() => setAction(null)} />
      <EditJobDialog job={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
