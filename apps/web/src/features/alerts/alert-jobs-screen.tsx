import { useEffect } from 'react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { alertKeys, fetchAlertJobs, useAlerts } from '../../entities/alerts/alerts-api.ts';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import { isolate } from '../../shared/i18n/isolate.ts';
import { JobHeading } from '../../entities/jobs/job-heading.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

function MatchedJob({ job }: { job: TJob }) {
  const format = useFormatNumber();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={4}>
        <JobHeading job={job} />
        {job.salary !== null && (
          <Text size="sm" fw={500}>
            {format.money(job.salary, job.salaryCurrency)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /alerts/:id: the live jobs that matched the alert, newest first; opening it clears its new count. */
export function AlertJobsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const alert = alerts.data?.items.find((item) => item.id === id);
  useDocumentTitle(alert ? t('alerts.jobsTitle', { name: alert.name }) : t('alerts.title'));
  const jobs = useInfiniteQuery({
    queryKey: alertKeys.jobs(id),
    queryFn: ({ pageParam, signal }) => fetchAlertJobs(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const opened = jobs.isSuccess;
  // The first page opened the alert on the server: its count is 0 now, here too.
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: alertKeys.list() });
  }, [opened, queryClient]);
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/alerts">
        {t('alerts.back')}
      </Anchor>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {alert ? t('alerts.jobsTitle', { name: isolate(alert.name) }) : t('alerts.title')}
      </Title>
      <QueryState
        query={jobs}
        loadFailed={t('alerts.loadError')}
        items={items}
        empty={{ title: t('alerts.jobsEmptyTitle'), hint: t('alerts.jobsEmpty') }}
        list
      >
        {(shown) => shown.map((job) => <MatchedJob key={job._id} job={job} />)}
      </QueryState>
      {jobs.hasNextPage && (
        <Button
          variant="default"
          loading={jobs.isFetchingNextPage}
          onClick={() => void jobs.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {t('alerts.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
