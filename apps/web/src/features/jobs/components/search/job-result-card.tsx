import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { FavoriteButton } from '../../../../entities/favorites/favorite-button.tsx';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { useSalaryText } from '../../hooks/use-job-text.ts';
import classes from './search.module.css';
import { JobDateAndViews } from '../job-date-and-views.tsx';
import { JobKindBadges } from '../job-kind-badges.tsx';
import { CompanyName } from '../../../../entities/companies/company-name.tsx';
import { ResponseFigures } from '../../../../entities/jobs/response-figures.tsx';

/**
 * One search result: what a job seeker scans before opening the card, in as few lines as it takes
 * (on a phone three fit on the first screen). The employer's confirmed e-mail is on the job's page:
 * on every card it was one more line that said little.
 */
export function JobResultCard({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const salaryText = useSalaryText();
  const salary = salaryText(job);
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={{ base: 6, sm: 8 }}
      component="article"
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div className={classes.cardHead}>
          {/* Two lines at most on the list; screen readers and the job's page have all of it. */}
          <Title order={2} size="h5" lineClamp={2} lh={1.3}>
            <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
              <bdi>{job.title}</bdi>
            </Anchor>
          </Title>
          <Text size="sm" lineClamp={1}>
            {job.company ? <CompanyName company={job.company} oneLine /> : <bdi>{job.companyName}</bdi>} ·{' '}
            <bdi>{job.address}</bdi>
            {job.distanceKm !== undefined && (
              <> · {t('jobs.card.distance', { distance: format.km(job.distanceKm) })}</>
            )}
          </Text>
        </div>
        <FavoriteButton jobId={job._id} jobTitle={job.title} />
      </Group>
      {/* Pay, badges and date flow in one wrapping row: the date takes no line of its own when
          the badges leave room, so three results still fit on a phone's first screen. */}
      <Group gap={4} mt={2}>
        <Text fw={700} size="sm">
          {salary ?? t('jobs.card.noSalary')}
        </Text>
        <JobKindBadges job={job} size="sm" />
        <div className={classes.meta}>
          <JobDateAndViews job={job} size="xs" views={false} brief />
          {job.seen && (
            <Text span size="xs" c="dimmed">
              · {t('jobs.card.seen')}
            </Text>
          )}
          <ResponseFigures figures={job.response} size="xs" compact />
        </div>
      </Group>
    </Paper>
  );
}
