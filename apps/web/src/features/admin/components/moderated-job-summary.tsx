import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TModeratedJob } from '@debut/contract/moderation';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { JobStatusBadge } from '../../../entities/jobs/job-status-badge.tsx';

/** A job as a moderator needs it: which job, whose, its status, and how it stands with reports. */
export function ModeratedJobSummary({ job, headingId }: { job: TModeratedJob; headingId: string }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4" id={headingId} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
            <bdi>{job.title}</bdi>
          </Anchor>
        </Title>
        {/* The title wraps; the status keeps its whole word. */}
        <Box style={{ flexShrink: 0 }}>
          <JobStatusBadge status={job.status} />
        </Box>
      </Group>
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('jobs.details.number', { number: job.number })}
        </Text>
        <Text size="sm">
          <bdi>{job.companyName}</bdi>
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('moderation.jobs.owner', {
          name: isolate(job.owner.displayName),
          email: isolate(job.owner.email),
        })}
      </Text>
      <Group gap="xs">
        {job.openReports > 0 && (
          <Badge color="orange" variant="light">
            {t('moderation.jobs.openReports', {
              count: job.openReports,
              formatted: format.number(job.openReports),
            })}
          </Badge>
        )}
        {job.heldForReview && (
          <Badge color="yellow" variant="light">
            {t('moderation.jobs.held')}
          </Badge>
        )}
      </Group>
      {job.status === 'blocked' && job.blockedReason && (
        <Text size="sm" fw={500}>
          {t('moderation.jobs.blockedReason', { reason: job.blockedReason })}
        </Text>
      )}
    </Stack>
  );
}
