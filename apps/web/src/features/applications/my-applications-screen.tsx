import { useState } from 'react';
import { Anchor, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATION_STATUSES,
  type TApplication,
  type TApplicationStatus,
} from '@debut/contract/applications';
import { useMyApplications } from '../../entities/applications/applications-api.ts';
import {
  APPLICATION_STATUS_LABELS,
  ApplicationStatusBadge,
} from '../../entities/applications/application-status-badge.tsx';
import { CancelApplicationDialog } from '../../entities/applications/cancel-application-dialog.tsx';
import { StatusHistory } from '../../entities/applications/status-history.tsx';
import { useFormatDate } from '../../shared/i18n/use-format-date.ts';
import { JobStatusBadge } from '../../entities/jobs/job-status-badge.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

type Filter = 'all' | TApplicationStatus;

function ApplicationCard({ application, onCancel }: { application: TApplication; onCancel: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { job } = application;
  const open = job.status === 'active';

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        {/* The title keeps at least 12rem beside the status (else the badge goes below it): squeezed
            narrower, its words broke mid-word on a phone. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" style={{ flex: '1 1 12rem', minWidth: 0 }}>
            {open ? (
              <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
                {job.title}
              </Anchor>
            ) : (
              job.title
            )}
          </Title>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        <Text fw={500}>{job.companyName}</Text>
        <Text size="sm">{job.address}</Text>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('applications.appliedOn', { date: formatDate(application.createdAt) })}
          </Text>
          {!open && <JobStatusBadge status={job.status} />}
        </Group>
        {application.dueAt !== null && (
          <Text size="sm">{t('applications.answerDue', { date: formatDate(application.dueAt) })}</Text>
        )}
        <StatusHistory history={application.history} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onCancel}
            aria-label={t('applications.cancelNamed', { title: job.title })}
          >
            {t('applications.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /applications: every application of the person, its status, and cancel. */
export function MyApplicationsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('applications.title'));
  const applications = useMyApplications();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: Filter = APPLICATION_STATUSES.find((status) => status === requested) ?? 'all';
  const [cancelling, setCancelling] = useState<TApplication['job'] | null>(null);
  const items = applications.data ?? [];
  const shown = filter === 'all' ? items : items.filter((application) => application.status === filter);

  const setFilter = (value: string) => setParams(value === 'all' ? {} : { status: value }, { replace: true });

  return (
    <Stack gap="md">
      <Title order={1}>{t('applications.title')}</Title>
      <QueryState
        query={applications}
        loadFailed={t('applications.loadFailed')}
        empty={{
          title: t('applications.empty'),
          hint: t('applications.emptyHint'),
          action: (
            <Button component={Link} to="/jobs">
              {t('common.findJobs')}
            </Button>
          ),
        }}
      >
        {() => (
          <>
            {/* Chips wrap on a phone where a segmented control would overflow. */}
            <Chip.Group multiple={false} value={filter} onChange={setFilter}>
              <Group gap="xs" role="radiogroup" aria-label={t('applications.filter')}>
                <Chip value="all">{t('applications.all')}</Chip>
                {APPLICATION_STATUSES.map((status) => (
                  <Chip key={status} value={status}>
                    {t(APPLICATION_STATUS_LABELS[status])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {shown.length === 0 ? (
              <Text c="dimmed">{t('applications.noneWithStatus')}</Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {shown.map((application) => (
                  <ApplicationCard
                    key={application._id}
                    application={application}
                    onCancel={() => setCancelling(application.job)}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
      </QueryState>
      <CancelApplicationDialog job={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
