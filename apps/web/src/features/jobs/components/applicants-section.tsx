import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TApplication } from '@debut/contract/applications';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { ApplicationStatusBadge } from '../../../entities/applications/application-status-badge.tsx';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { chatPath } from '../../../entities/messages/chat-path.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ResumeView } from '../../../entities/resumes/resume-view.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useApplicants, useDecideApplication } from '../api/applicants.ts';
import classes from './job-details.module.css';

function Applicant({ jobId, application }: { jobId: string; application: TApplication }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const decide = useDecideApplication();
  const name = application.user?.displayName ?? '';
  const choose = (status: 'invited' | 'rejected') =>
    decide.mutate({ jobId, applicationId: application._id, status });

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>
              <bdi>{name}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t('applications.appliedOn', { date: formatDate(application.createdAt) })}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={application.status} forOwner />
        </Group>
        {application.coverLetter ? (
          <Text className={classes.plain}>{application.coverLetter}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('applications.noCoverLetter')}
          </Text>
        )}
        {application.resume ? (
          <details className={classes.resume} open>
            <summary>{t('resume.applicantProfile', { name: isolate(name) })}</summary>
            <ResumeView resume={application.resume} headingLevel={4} />
          </details>
        ) : (
          <Text size="sm" c="dimmed">
            {t('resume.applicantNoProfile')}
          </Text>
        )}
        {decide.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            variant={application.status === 'invited' ? 'filled' : 'light'}
            aria-pressed={application.status === 'invited'}
            aria-label={t('applications.inviteNamed', { name })}
            loading={decide.isPending && decide.variables.status === 'invited'}
            onClick={() => choose('invited')}
          >
            {t('applications.invite')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant={application.status === 'rejected' ? 'filled' : 'light'}
            aria-pressed={application.status === 'rejected'}
            aria-label={t('applications.rejectNamed', { name })}
            loading={decide.isPending && decide.variables.status === 'rejected'}
            onClick={() => choose('rejected')}
          >
            {t('applications.reject')}
          </Button>
          {application.user && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={chatPath(jobId, application.user._id)}
              aria-label={t('applications.messageNamed', { name })}
            >
              {t('applications.message')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The owner's side of the job card: who applied, with their letters, to invite or reject. */
export function ApplicantsSection({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const applicants = useApplicants(jobId);
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = applicants.isSuccess;
  // My jobs links to #applicants; the section only has its height once the list is in.
  useEffect(() => {
    if (loaded && hash === '#applicants') {
      heading.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);

  return (
    <Stack gap="sm" component="section" id="applicants" aria-labelledby="applicants-title">
      <Title order={2} size="h3" id="applicants-title" ref={heading}>
        {t('applications.applicants')}
      </Title>
      {applicants.isPending && <PageLoader />}
      {applicants.isError && (
        <LoadError
          title={t('applications.applicantsFailed')}
          error={applicants.error}
          onRetry={() => void applicants.refetch()}
        />
      )}
      {applicants.data?.length === 0 && <Text c="dimmed">{t('applications.noApplicants')}</Text>}
      {applicants.data && applicants.data.length > 0 && (
        <Stack gap="sm" component="ul" className={classes.list}>
          {applicants.data.map((application) => (
            <Applicant key={application._id} jobId={jobId} application={application} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
