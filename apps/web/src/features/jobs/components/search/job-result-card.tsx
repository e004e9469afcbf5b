import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { FavoriteButton } from '../../../../entities/favorites/favorite-button.tsx';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { useSalaryText } from '../../hooks/use-job-text.ts';
import classes from './search.module.css';
import { JobDateAndViews } from '../job-date-and-views.tsx';
import { JobKindBadges } from '../job-kind-badges.tsx';
import { OwnerVerifiedBadge } from '../owner-verified-badge.tsx';

/** One search result: what a job seeker scans before opening the card. */
export function JobResultCard({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const salaryText = useSalaryText();
  const salary = salaryText(job);

  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4">
            <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
              <bdi>{job.title}</bdi>
            </Anchor>
          </Title>
          <FavoriteButton jobId={job._id} jobTitle={job.title} />
        </Group>
        <Text fw={500}>
          <bdi>{job.companyName}</bdi>
        </Text>
        <Text fw={700}>{salary ?? t('jobs.card.noSalary')}</Text>
        <Group gap={6}>
          <JobKindBadges job={job} />
          <OwnerVerifiedBadge verified={job.ownerEmailVerified} />
        </Group>
        <Text size="sm">
          <bdi>{job.address}</bdi>
          {job.distanceKm !== undefined && (
            <> · {t('jobs.card.distance', { distance: format.km(job.distanceKm) })}</>
          )}
        </Text>
        <div className={classes.meta}>
          <JobDateAndViews job={job} />
        </div>
      </Stack>
    </Paper>
  );
}
