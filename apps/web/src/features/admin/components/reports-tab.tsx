import { useId, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReport } from '@debut/contract/moderation';
import { useFormatDateTime } from '../../../shared/i18n/use-format-date.ts';
import { REPORT_REASON_LABELS } from '../../../entities/moderation/report-reasons.ts';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { useReports, type ReportStatus } from '../api/admin-api.ts';
import { JobActionDialog, type JobAction } from './job-action-dialog.tsx';
import { ModeratedJobSummary } from './moderated-job-summary.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';

function ReportCard({ report, onAction }: { report: TReport; onAction: (action: JobAction) => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const { job } = report;
  const reporter = report.reporter?.displayName ?? t('moderation.reports.deletedAccount');

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <ModeratedJobSummary job={job} headingId={headingId} />
        <Stack gap={4}>
          <Text fw={600}>
            {t('moderation.reports.reason', { reason: t(REPORT_REASON_LABELS[report.reason]) })}
          </Text>
          {report.text && (
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {report.text}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('moderation.reports.reportedBy', {
              name: isolate(reporter),
              date: formatDateTime(report.createdAt),
            })}
          </Text>
          {report.resolvedAt && (
            <Text size="sm" c="dimmed">
              {t('moderation.reports.reviewedOn', { date: formatDateTime(report.resolvedAt) })}
            </Text>
          )}
        </Stack>
        {!report.resolvedAt && (
          <Group gap="xs">
            {job.status !== 'blocked' && (
              <Button
                size="xs"
                color="red"
                aria-describedby={headingId}
                onClick={() => onAction({ kind: 'block', job })}
              >
                {t('moderation.actions.blockJob')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              aria-describedby={headingId}
              onClick={() => onAction({ kind: 'review', job })}
            >
              {t('moderation.actions.review')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Reports from job seekers, open or reviewed, newest first; open ones can be acted on. */
export function ReportsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const [action, setAction] = useState<JobAction | null>(null);

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value === 'resolved' ? 'resolved' : 'open')}
        data={[
          { value: 'open', label: t('moderation.reports.open') },
          { value: 'resolved', label: t('moderation.reports.resolved') },
        ]}
        aria-label={t('moderation.reports.filter')}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={reports}
        loadFailed={t('moderation.reports.loadFailed')}
        empty={
          status === 'open'
            ? { title: t('moderation.reports.empty'), hint: t('moderation.reports.emptyHint') }
            : {
                title: t('moderation.reports.emptyResolved'),
                hint: t('moderation.reports.emptyResolvedHint'),
              }
        }
        list
      >
        {(items) =>
          items.map((report) => <ReportCard key={report._id} report={report} onAction={setAction} />)
        }
      </QueryState>
      <JobActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
