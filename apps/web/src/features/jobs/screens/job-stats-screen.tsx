import { useState } from 'react';
import { Anchor, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TJobStatsResponse } from '@debut/contract/jobs';
import { dateTimeFormat } from '@debut/contract/intl-formats';
import { uiLanguage } from '../../../shared/i18n/document-language.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../../../entities/jobs/job-query.ts';
import { type StatsDays, useJobStats } from '../api/job-stats.ts';

const DAY_CHOICES: readonly StatsDays[] = [7, 30, 90];

type StatsDay = TJobStatsResponse['days'][number];

/**
 * One series as plain SVG bars: no chart library is in the app, and the table below carries the
 * figures for screen readers, so the picture is hidden from them (WCAG 1.1.1 via the table).
 */
function BarChart({
  days,
  pick,
  color,
}: {
  days: StatsDay[];
  pick: (day: StatsDay) => number;
  color: string;
}) {
  const max = Math.max(1, ...days.map(pick));
  const width = days.length * 10;
  return (
    // SVG coordinates ignore the writing direction: time runs left to right in RTL too, as its labels below.
    <svg
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      width="100%"
      height={96}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <line x1={0} y1={99.5} x2={width} y2={99.5} stroke="var(--mantine-color-gray-4)" strokeWidth={1} />
      {days.map((day, index) => {
        const height = (pick(day) / max) * 96;
        return (
          <rect key={day.day} x={index * 10 + 1.5} y={99 - height} width={7} height={height} fill={color} />
        );
      })}
    </svg>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

/** /my-jobs/:id/stats: a job's views and applications per day, and what became of the applications. */
export function JobStatsScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [days, setDays] = useState<StatsDays>(30);
  const job = useJob(id);
  const stats = useJobStats(id, days);
  const format = useFormatNumber();
  useDocumentTitle(t('jobs.stats.title'));
  // The server counts by UTC calendar day; the label names that day, not the reader's local one.
  const dayLabel = (day: string) =>
    dateTimeFormat(uiLanguage(i18n), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const first = stats.data?.days[0];
  const last = stats.data?.days.at(-1);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('jobs.stats.title')}</Title>
        {job.data && (
          <Anchor component={Link} to={`/jobs/${id}`}>
            <bdi>{job.data.title}</bdi>
          </Anchor>
        )}
      </Stack>
      <SegmentedControl
        aria-label={t('jobs.stats.period')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as StatsDays)}
        data={DAY_CHOICES.map((choice) => ({
          value: String(choice),
          label: t('jobs.stats.days', { count: choice, formatted: format.number(choice) }),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {stats.isPending && <PageLoader />}
      {stats.isError && (
        <LoadError
          title={t('jobs.stats.loadFailed')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <Section title={t('jobs.stats.totals')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Total label={t('jobs.stats.views')} value={format.number(stats.data.totals.views)} />
              <Total
                label={t('jobs.stats.applications')}
                value={format.number(stats.data.totals.applications)}
              />
              <Total label={t('jobs.stats.answered')} value={format.number(stats.data.totals.answered)} />
              <Total label={t('jobs.stats.hired')} value={format.number(stats.data.totals.hired)} />
            </SimpleGrid>
          </Section>
          <Section title={t('jobs.stats.perDay')}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('jobs.stats.views')}
              </Text>
              <BarChart
                days={stats.data.days}
                pick={(day) => day.views}
                color="var(--mantine-color-blue-6)"
              />
              {first && last && (
                <Group justify="space-between" dir="ltr">
                  <Text size="xs" c="dimmed">
                    {dayLabel(first.day)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayLabel(last.day)}
                  </Text>
                </Group>
              )}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('jobs.stats.applications')}
              </Text>
              <BarChart
                days={stats.data.days}
                pick={(day) => day.applications}
                color="var(--mantine-color-teal-7)"
              />
            </Stack>
            <Table striped withTableBorder captionSide="top">
              <Table.Caption>{t('jobs.stats.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('jobs.stats.day')}</Table.Th>
                  <Table.Th scope="col">{t('jobs.stats.views')}</Table.Th>
                  <Table.Th scope="col">{t('jobs.stats.applications')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.data.days.map((day) => (
                  <Table.Tr key={day.day}>
                    <Table.Th scope="row" fw={400}>
                      <time dateTime={day.day}>{dayLabel(day.day)}</time>
                    </Table.Th>
                    <Table.Td>{format.number(day.views)}</Table.Td>
                    <Table.Td>{format.number(day.applications)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
        </>
      )}
    </Stack>
  );
}
