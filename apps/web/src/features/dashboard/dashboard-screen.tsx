import { useId, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '@debut/contract/applications';
import { JOB_STATUSES, type TRecommendationReason } from '@debut/contract/jobs';
import { useRecommendedJobs } from '../../entities/jobs/recommended-query.ts';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';
import { useMyApplications } from '../../entities/applications/applications-api.ts';
import { APPLICATION_STATUS_LABELS } from '../../entities/applications/application-status-badge.tsx';
import { useFavoriteIds } from '../../entities/favorites/favorites-store.ts';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import { useFormatDateTime } from '../../shared/i18n/use-format-date.ts';
import { useStore } from '../../shared/lib/external-store.ts';
import { useThreads } from '../../entities/messages/messages-api.ts';
import { liveNotificationsStore } from '../../entities/realtime/live-stores.ts';
import { notificationText } from '../../entities/realtime/notification-text.ts';
import { JOB_STATUS_LABELS } from '../../entities/jobs/job-status-badge.tsx';
import { useMyJobs } from '../../entities/jobs/my-jobs-query.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useAlerts, useNewAlertMatches } from '../../entities/alerts/alerts-api.ts';
import classes from './dashboard.module.css';

interface PanelProps {
  title: string;
  /** The big figure of the panel. */
  figure?: string;
  children: ReactNode;
  footer: ReactNode;
}

function Panel({ title, figure, children, footer }: PanelProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {figure !== undefined && (
            <Text fz={28} fw={700} lh={1}>
              {figure}
            </Text>
          )}
        </Group>
        <div className={classes.body}>{children}</div>
        <Group gap="xs">{footer}</Group>
      </Stack>
    </Paper>
  );
}

interface Row {
  key: string;
  label: string;
  count: number;
  to: string;
}

/** Label and figure per line; lines with nothing in them are left out. */
function Counts({ rows }: { rows: Row[] }) {
  const format = useFormatNumber();
  const shown = rows.filter((row) => row.count > 0);
  if (shown.length === 0) return null;
  return (
    <dl className={classes.counts}>
      {shown.map((row) => (
        <div key={row.key} className={classes.count}>
          <dt>
            <Anchor component={Link} to={row.to}>
              {row.label}
            </Anchor>
          </dt>
          <dd>{format.number(row.count)}</dd>
        </div>
      ))}
    </dl>
  );
}

const Loading = () => <Skeleton height={64} />;

function ApplicationsPanel() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const applications = useMyApplications();
  const items = applications.data ?? [];
  return (
    <Panel
      title={t('dashboard.applications.title')}
      figure={applications.data ? format.number(items.length) : undefined}
      footer={
        <Button component={Link} to="/applications" variant="light" size="xs">
          {t('dashboard.applications.open')}
        </Button>
      }
    >
      {applications.isPending && <Loading />}
      {applications.isError && (
        <LoadError
          title={t('applications.loadFailed')}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      )}
      {applications.data && items.length === 0 && <Text c="dimmed">{t('dashboard.applications.none')}</Text>}
      <Counts
        rows={APPLICATION_STATUSES.map((status) => ({
          key: status,
          label: t(APPLICATION_STATUS_LABELS[status]),
          count: items.filter((application) => application.status === status).length,
          to: `/applications?status=${status}`,
        }))}
      />
    </Panel>
  );
}

function JobsPanel() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const jobs = useMyJobs();
  const items = jobs.data ?? [];
  const withNew = items.filter((job) => (job.newApplicationsCount ?? 0) > 0);
  return (
    <Panel
      title={t('dashboard.jobs.title')}
      figure={jobs.data ? format.number(items.length) : undefined}
      footer={
        <>
          <Button component={Link} to="/my-jobs" variant="light" size="xs">
            {t('dashboard.jobs.open')}
          </Button>
          <Button component={Link} to="/create-job" variant="subtle" size="xs">
            {t('nav.postJob')}
          </Button>
        </>
      }
    >
      {jobs.isPending && <Loading />}
      {jobs.isError && (
        <LoadError title={t('jobs.my.loadFailed')} error={jobs.error} onRetry={() => void jobs.refetch()} />
      )}
      {jobs.data && items.length === 0 && <Text c="dimmed">{t('dashboard.jobs.none')}</Text>}
      <Counts
        rows={JOB_STATUSES.map((status) => ({
          key: status,
          label: t(JOB_STATUS_LABELS[status]),
          count: items.filter((job) => job.status === status).length,
          to: '/my-jobs',
        }))}
      />
      {withNew.length > 0 && (
        <Stack gap={4} mt="sm">
          <Text fw={600} size="sm">
            {t('dashboard.jobs.newApplicants')}
          </Text>
          {withNew.map((job) => (
            <Group key={job._id} gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/jobs/${job._id}#applicants`} size="sm" lineClamp={1}>
                {job.title}
              </Anchor>
              <Badge color="blue" variant="filled" size="sm">
                {t('jobs.my.newApplications', {
                  count: job.newApplicationsCount ?? 0,
                  formatted: format.number(job.newApplicationsCount ?? 0),
                })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function FavoritesPanel() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const count = useFavoriteIds().length;
  return (
    <Panel
      title={t('dashboard.favorites.title')}
      figure={format.number(count)}
      footer={
        <Button component={Link} to="/favorites" variant="light" size="xs">
          {t('dashboard.favorites.open')}
        </Button>
      }
    >
      <Text c="dimmed">{count === 0 ? t('dashboard.favorites.none') : t('dashboard.favorites.hint')}</Text>
    </Panel>
  );
}

function AlertsPanel() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const alerts = useAlerts();
  const count = useNewAlertMatches();
  // "Save a search" is advice for someone without alerts, not for someone whose alerts are quiet.
  const hasAlerts = (alerts.data?.items.length ?? 0) > 0;
  return (
    <Panel
      title={t('dashboard.alerts.title')}
      figure={format.number(count)}
      footer={
        <Button component={Link} to="/alerts" variant="light" size="xs">
          {t('dashboard.alerts.open')}
        </Button>
      }
    >
      <Text c="dimmed">
        {count > 0
          ? t('dashboard.alerts.hint', { count, formatted: format.number(count) })
          : hasAlerts
            ? t('dashboard.alerts.quiet')
            : t('dashboard.alerts.none')}
      </Text>
    </Panel>
  );
}

function MessagesPanel() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const threads = useThreads('all');
  const unread = threads.data?.unreadChats ?? 0;
  return (
    <Panel
      title={t('dashboard.messages.title')}
      figure={threads.data ? format.number(unread) : undefined}
      footer={
        <Button
          component={Link}
          to={unread > 0 ? '/messages?filter=unread' : '/messages'}
          variant="light"
          size="xs"
        >
          {t('dashboard.messages.open')}
        </Button>
      }
    >
      {threads.isPending && <Loading />}
      {threads.isError && (
        <LoadError
          title={t('messages.loadFailed')}
          error={threads.error}
          onRetry={() => void threads.refetch()}
        />
      )}
      {threads.data && (
        <Text c="dimmed">
          {unread === 0
            ? t('messages.noUnread')
            : t('messages.unreadChats', { count: unread, formatted: format.number(unread) })}
        </Text>
      )}
    </Panel>
  );
}

/** What happened while this page was open: the notifications its toasts showed, newest first. */
function NewsPanel() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const news = useStore(liveNotificationsStore);
  return (
    <Panel title={t('dashboard.news.title')} footer={null}>
      {news.length === 0 ? (
        <Text c="dimmed">{t('dashboard.news.none')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite">
          {news.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">{notificationText(t, entry.event)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.receivedAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

const REASON_LABELS: Record<TRecommendationReason, TranslationKey> = {
  category: 'recommendations.reasons.category',
  near: 'recommendations.reasons.near',
  schedule: 'recommendations.reasons.schedule',
};

/** Jobs picked for the person from their CV and what they did, each saying why (DESIGN.md §14.3). */
function RecommendationsPanel() {
  const { t } = useTranslation();
  const recommended = useRecommendedJobs();
  const items = recommended.data ?? [];
  return (
    <Panel
      title={t('dashboard.recommended.title')}
      footer={
        items.length === 0 ? (
          <Button component={Link} to="/profile/resume" variant="light" size="xs">
            {t('dashboard.recommended.openCv')}
          </Button>
        ) : (
          <Button component={Link} to="/jobs" variant="light" size="xs">
            {t('dashboard.recommended.more')}
          </Button>
        )
      }
    >
      {recommended.isPending && <Loading />}
      {recommended.isError && (
        <LoadError
          title={t('dashboard.recommended.loadFailed')}
          error={recommended.error}
          onRetry={() => void recommended.refetch()}
        />
      )}
      {recommended.data && items.length === 0 && <Text c="dimmed">{t('dashboard.recommended.none')}</Text>}
      {items.length > 0 && (
        <Stack gap="xs" component="ul" className={classes.recommended}>
          {items.map((job) => (
            <li key={job._id}>
              <Anchor component={Link} to={`/jobs/${job._id}`} fw={600} lineClamp={2}>
                <bdi>{job.title}</bdi>
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={1}>
                <bdi>{job.companyName}</bdi> · <bdi>{job.address}</bdi>
              </Text>
              <Group gap={4} mt={2}>
                <VisuallyHidden>{t('recommendations.why')}</VisuallyHidden>
                {job.reasons.map((reason) => (
                  <Badge key={reason} size="sm" variant="light" color="teal">
                    {t(REASON_LABELS[reason])}
                  </Badge>
                ))}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The home screen (DESIGN.md §9): both ways of using Debut at a glance, each leading onwards. */
export function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('dashboard.title')}</Title>
        <Button component={Link} to="/jobs">
          {t('common.findJobs')}
        </Button>
      </Group>
      <RecommendationsPanel />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <ApplicationsPanel />
        <JobsPanel />
        <FavoritesPanel />
        <AlertsPanel />
        <MessagesPanel />
        <NewsPanel />
      </SimpleGrid>
    </Stack>
  );
}
