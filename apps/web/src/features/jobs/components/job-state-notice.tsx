import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';

/** Why a closed job is closed, as its owner reads it. Written out so the catalogue test sees every key. */
const CLOSED_TEXTS = {
  filled: 'jobs.state.closedFilled',
  owner: 'jobs.state.closedOwner',
  expired: 'jobs.state.closedExpired',
} as const;

/**
 * What stops a job from being seen: to its owner, the moderators' reason for a block or why it
 * closed; to anyone else, that it no longer takes applications. Nothing for a draft or a live job.
 */
export function JobStateNotice({ job, forOwner }: { job: TJob; forOwner: boolean }) {
  const { t } = useTranslation();
  if (job.status !== 'blocked' && job.status !== 'closed') return null;

  if (!forOwner) {
    return (
      <Alert color="yellow" variant="light">
        {t('jobs.state.closedForVisitor')}
      </Alert>
    );
  }
  if (job.status === 'blocked') {
    return (
      <Alert color="red" variant="light">
        {job.blockedReason
          ? t('jobs.state.blocked', { reason: job.blockedReason })
          : t('jobs.state.blockedNoReason')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light">
      {job.closedReason ? t(CLOSED_TEXTS[job.closedReason]) : t('jobs.state.closed')}
    </Alert>
  );
}
