import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { JobStatusBadge } from '../../../entities/jobs/job-status-badge.tsx';
import { JobStateNotice } from './job-state-notice.tsx';
import { ShareJobButton } from './share-job-button.tsx';
import { DuplicateJobButton } from './duplicate-job-button.tsx';
import { CompanyName } from '../../../entities/companies/company-name.tsx';

interface MyJobCardProps {
  job: TJob;
  onDelete: (job: TJob) => void;
  onClose: (job: TJob) => void;
}

/** One of the user's jobs with its state and what can be done with it. */
export function MyJobCard({ job, onDelete, onClose }: MyJobCardProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDate = useFormatDate();
  const applications = job.applicationsCount ?? 0;
  const newApplications = job.newApplicationsCount ?? 0;
  const config = useClientConfig();
  // The payment summary shows the server's price when it is handed over (SPEC.md §2).
  const priceState = config.data
    ? { price: config.data.price.amount, priceUsd: config.data.price.approxUsd }
    : undefined;

  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
              <bdi>{job.title}</bdi>
            </Anchor>
          </Title>
          <JobStatusBadge status={job.status} />
        </Group>
        {job.company && (
          <Text size="sm">
            <CompanyName company={job.company} />
          </Text>
        )}
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('jobs.details.number', { number: job.number })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('jobs.card.created', { date: formatDate(job.createdAt) })}
          </Text>
          <Anchor component={Link} to={`/jobs/${job._id}#applicants`} size="sm">
            {t('jobs.my.applications', { count: applications, formatted: format.number(applications) })}
          </Anchor>
          {newApplications > 0 && (
            <Badge color="blue" variant="filled" size="sm">
              {t('jobs.my.newApplications', {
                count: newApplications,
                formatted: format.number(newApplications),
              })}
            </Badge>
          )}
        </Group>
        <JobStateNotice job={job} forOwner />
        {job.publicUrl && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('share.publicPage')}
            </Text>
            <Anchor href={job.publicUrl} size="sm" target="_blank" rel="noopener" truncate="end" dir="ltr">
              {job.publicUrl}
            </Anchor>
          </Group>
        )}
        <Group gap="xs">
          {job.publicUrl && <ShareJobButton url={job.publicUrl} title={job.title} size="xs" />}
          {job.status === 'draft' && (
            <Button component={Link} to={`/payment-summary/${job._id}`} state={priceState} size="xs">
              {t('jobs.my.payAndPublish')}
            </Button>
          )}
          {job.status === 'closed' && (
            <Button component={Link} to={`/payment-summary/${job._id}`} state={priceState} size="xs">
              {t('jobs.my.publishAgain')}
            </Button>
          )}
          {job.status === 'active' && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              onClick={() => onClose(job)}
              aria-label={t('jobs.my.closeJob', { title: job.title })}
            >
              {t('jobs.my.close')}
            </Button>
          )}
          {job.status !== 'blocked' && (
            <Button
              component={Link}
              to={`/jobs/${job._id}/edit`}
              size="xs"
              variant="light"
              aria-label={t('jobs.my.editJob', { title: job.title })}
            >
              {t('jobs.details.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/my-jobs/${job._id}/stats`}
            size="xs"
            variant="light"
            aria-label={t('jobs.owner.statsOf', { title: job.title })}
          >
            {t('jobs.owner.stats')}
          </Button>
          <DuplicateJobButton job={job} />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(job)}
            aria-label={t('jobs.my.deleteJob', { title: job.title })}
          >
            {t('jobs.my.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
