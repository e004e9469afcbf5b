import { Fragment, type ReactNode, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import type { TFunction } from 'i18next';
import { useFormatNumber, type NumberFormatters } from '../../../shared/i18n/use-format-number.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { useProfessionLabel } from '../../../entities/professions/profession-names.ts';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { useSalaryText } from '../hooks/use-job-text.ts';
import {
  EMPLOYMENT_TYPE_LABELS,
  EXPERIENCE_LABELS,
  PAYMENT_FREQUENCY_LABELS,
  SCHEDULE_LABELS,
} from '../lib/labels.ts';
import classes from './job-details.module.css';
import { JobStatusBadge } from '../../../entities/jobs/job-status-badge.tsx';
import { MapView } from './map/map-view.tsx';
import { CloseJobDialog } from './close-job-dialog.tsx';
import { JobDateAndViews } from './job-date-and-views.tsx';
import { JobKindBadges } from './job-kind-badges.tsx';
import { JobStateNotice } from './job-state-notice.tsx';
import { OwnerVerifiedBadge } from './owner-verified-badge.tsx';
import { ShareJobButton } from './share-job-button.tsx';
import { DuplicateJobButton } from './duplicate-job-button.tsx';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';
import { CompanyName } from '../../../entities/companies/company-name.tsx';
import { ResponseFigures } from '../../../entities/jobs/response-figures.tsx';
import { Section } from '../../../shared/ui/section.tsx';

type Fact = [label: string, value: string | null];

function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <dl className={classes.facts}>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface JobDetailsProps {
  job: TJob;
  /** What the viewer can do (apply, favourite), under the heading. */
  actions?: ReactNode;
  /** More sections at the end (the owner's applicants). */
  after?: ReactNode;
}

/** An internship's facts as rows of the conditions (DESIGN.md §14.3); none for other jobs. */
function internshipFacts(
  job: TJob,
  t: TFunction,
  format: NumberFormatters,
  formatDate: (iso: string) => string,
): [string, string | null][] {
  const facts = job.employmentType === 'internship' ? job.internship : null;
  if (!facts) return [];
  const extras = [
    facts.mentor ? t('jobs.internship.mentor') : null,
    facts.offerPossible ? t('jobs.internship.offerPossible') : null,
  ].filter((extra): extra is string => extra !== null);
  return [
    [
      t('jobs.internship.title'),
      [t(facts.paid ? 'jobs.internship.paid' : 'jobs.internship.unpaid'), ...extras].join(' · '),
    ],
    [
      t('jobs.internship.stipend'),
      facts.paid && facts.stipend !== null ? format.money(facts.stipend, job.salaryCurrency) : null,
    ],
    [
      t('jobs.internship.startDate'),
      // Noon UTC is the same calendar day in every time zone the reader may be in.
      facts.startDate ? formatDate(`${facts.startDate}T12:00:00Z`) : null,
    ],
    [
      t('jobs.internship.durationWeeks'),
      facts.durationWeeks === null
        ? null
        : format.number(facts.durationWeeks, { style: 'unit', unit: 'week', unitDisplay: 'long' }),
    ],
  ];
}

/** The job card of SPEC.md §2 and §3, every field of the job in plain text. */
export function JobDetails({ job, actions, after }: JobDetailsProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDate = useFormatDate();
  const salaryText = useSalaryText();
  const professionLabel = useProfessionLabel();
  const [closing, setClosing] = useState(false);
  const config = useClientConfig();
  // The payment summary shows the server's price when it is handed over (SPEC.md §2), as from My jobs.
  const priceState = config.data
    ? { price: config.data.price.amount, priceUsd: config.data.price.approxUsd }
    : undefined;
  const manager = canManageJob(job);
  const salary = salaryText({ ...job, monthlySalary: null });
  // A company's name is its own element (logo, link, mark); the kind and the industry follow it.
  const companyRest = [job.companyType, job.industry].filter(Boolean).join(' · ');
  const company = [job.companyName, companyRest].filter(Boolean).join(' · ');

  return (
    <Stack gap="md">
      <Stack gap="xs">
        {manager && (
          <Group gap="sm">
            <JobStatusBadge status={job.status} />
            <Button component={Link} to={`/jobs/${job._id}/edit`} size="xs" variant="light">
              {t('jobs.details.edit')}
            </Button>
            {job.status === 'active' && (
              <Button size="xs" variant="light" color="orange" onClick={() => setClosing(true)}>
                {t('jobs.my.close')}
              </Button>
            )}
            {/* Closing is not the end: the owner's page offers what My jobs offers (issue 27 item 8). */}
            {job.status === 'closed' && (
              <Button
                component={Link}
                to={`/payment-summary/${job._id}`}
                state={priceState}
                size="xs"
                variant="light"
              >
                {t('jobs.my.publishAgain')}
              </Button>
            )}
            <Button component={Link} to={`/my-jobs/${job._id}/stats`} size="xs" variant="light">
              {t('jobs.owner.stats')}
            </Button>
            <DuplicateJobButton job={job} />
            <CloseJobDialog job={closing ? job : null} onClose={() => setClosing(false)} />
          </Group>
        )}
        <Title order={1}>
          <bdi>{job.title}</bdi>
        </Title>
        {job.company ? (
          <Text size="lg" fw={500}>
            <CompanyName company={job.company} size="lg" />
            {companyRest && (
              <>
                {' · '}
                <bdi>{companyRest}</bdi>
              </>
            )}
          </Text>
        ) : (
          <Text size="lg" fw={500}>
            <bdi>{company}</bdi>
          </Text>
        )}
        <Text size="xl" fw={700}>
          {salaryText(job) ?? t('jobs.card.noSalary')}
        </Text>
        <Group gap={6}>
          <JobKindBadges job={job} />
          <OwnerVerifiedBadge verified={job.ownerEmailVerified} />
        </Group>
        <ResponseFigures figures={job.response} />
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('jobs.details.number', { number: job.number })}
          </Text>
          <JobDateAndViews job={job} />
          {job.publicUrl && <ShareJobButton url={job.publicUrl} title={job.title} size="xs" />}
        </Group>
        <JobStateNotice job={job} forOwner={manager} />
        {actions}
      </Stack>

      <Section title={t('jobs.details.conditions')}>
        <Facts
          facts={[
            [t('jobs.fields.category'), professionLabel(job) ?? null],
            [t('jobs.fields.salary'), salary],
            [
              t('jobs.fields.paymentFrequency'),
              job.paymentFrequency ? t(PAYMENT_FREQUENCY_LABELS[job.paymentFrequency]) : null,
            ],
            [
              t('jobs.fields.monthlySalary'),
              job.monthlySalary === null ? null : format.money(job.monthlySalary, job.salaryCurrency),
            ],
            [t('jobs.fields.schedule'), t(SCHEDULE_LABELS[job.schedule])],
            [t('jobs.fields.employmentType'), t(EMPLOYMENT_TYPE_LABELS[job.employmentType])],
            [t('jobs.fields.experience'), t(EXPERIENCE_LABELS[job.experience])],
            ...internshipFacts(job, t, format, formatDate),
            [t('jobs.fields.daysPerWeek'), job.daysPerWeek === null ? null : format.number(job.daysPerWeek)],
            [t('jobs.fields.hoursPerDay'), job.hoursPerDay === null ? null : format.number(job.hoursPerDay)],
            [t('jobs.fields.companyName'), job.companyName],
            [t('jobs.fields.companyType'), job.companyType],
            [t('jobs.fields.industry'), job.industry],
          ]}
        />
      </Section>

      <Section title={t('jobs.fields.description')}>
        <Text className={classes.plain} dir="auto">
          {job.description}
        </Text>
      </Section>

      {job.employmentType === 'internship' && job.internship?.learn && (
        <Section title={t('jobs.internship.learn')}>
          <Text className={classes.plain} dir="auto">
            {job.internship.learn}
          </Text>
        </Section>
      )}

      <Section title={t('jobs.fields.requirements')}>
        <Text className={classes.plain}>
          {job.noSpecialRequirements || !job.requirements ? (
            t('jobs.fields.noSpecialRequirements')
          ) : (
            <bdi>{job.requirements}</bdi>
          )}
        </Text>
      </Section>

      {job.benefits && (
        <Section title={t('jobs.fields.benefits')}>
          <Text className={classes.plain} dir="auto">
            {job.benefits}
          </Text>
        </Section>
      )}

      <Section title={t('jobs.details.location')}>
        <Text>
          <bdi>{job.address}</bdi>
        </Text>
        <MapView label={t('jobs.details.mapLabel', { address: job.address })} point={job} height={280} />
      </Section>
      {after}
    </Stack>
  );
}
