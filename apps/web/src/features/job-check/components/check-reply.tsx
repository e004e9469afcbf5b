import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FAILURE_KEYS, STATUS_KEYS, type CheckOutcome } from '../lib/check-outcome.ts';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

interface CheckReplyProps {
  outcome: CheckOutcome;
  /** The chatbot screen: the job opens in place, and an unpaid job can be activated from here. */
  inChat?: boolean;
}

/** What a check found, in words: found (with a link) and its state, or why nothing was found. */
export function CheckReply({ outcome, inChat = false }: CheckReplyProps) {
  const { t } = useTranslation();
  if (outcome.kind === 'notFound' || outcome.kind === 'failed') {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        {t(FAILURE_KEYS[outcome.kind])}
      </Text>
    );
  }
  const { job } = outcome;
  const jobPath = `/jobs/${encodeURIComponent(job._id)}`;
  // Someone else's job opens only while it is live (the card answers 404 otherwise), and only its
  // owner can pay for it: anyone else would follow a dead end.
  const canOpen = outcome.kind === 'published' || canManageJob(job);
  const canActivate = inChat && outcome.kind === 'unpublished' && canManageJob(job);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={700}>
        {t('jobCheck.found', { number: job.number })}
      </Text>
      {job.title && (
        <Text size="sm">
          <bdi>{job.title}</bdi>
        </Text>
      )}
      <Text size="sm">{t(STATUS_KEYS[outcome.kind])}</Text>
      {canOpen && inChat && (
        <Anchor component={Link} to={jobPath} size="sm">
          {t('jobCheck.openJob')}
        </Anchor>
      )}
      {canOpen && !inChat && (
        <Anchor href={jobPath} target="_blank" rel="noopener noreferrer" size="sm">
          {t('jobCheck.openJobNewTab')}
        </Anchor>
      )}
      {canActivate && (
        <Button component={Link} to={`/payment-summary/${encodeURIComponent(job._id)}`} size="xs">
          {t('jobCheck.activate')}
        </Button>
      )}
    </Stack>
  );
}
