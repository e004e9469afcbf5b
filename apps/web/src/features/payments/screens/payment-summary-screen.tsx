import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../../../entities/jobs/job-query.ts';
import { CommunityRequirements } from '../../../shared/ui/community-requirements.tsx';
import { DuplicateWarning } from '../components/duplicate-warning.tsx';
import { JobNotFound } from '../components/job-not-found.tsx';
import { myPaymentsQueryOptions } from '../api/get-my-payments.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import classes from '../components/payments.module.css';
import { usePostingPrice } from '../hooks/use-posting-price.ts';
import { donationLink } from '../lib/donation-url.ts';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

/** The job cannot be shown to this visitor: missing, someone else's draft, or nobody signed in. */
function isJobMissing(error: unknown): boolean {
  return isApiError(error) && [400, 401, 403, 404].includes(error.status);
}

/**
 * /payment-summary/:id (SPEC.md §2): what publishing costs and what the community expects; the
 * pay button opens the donation page in a new tab and moves on to /confirm-publish.
 */
export function PaymentSummaryScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const job = useJob(id);
  const config = useClientConfig();
  const price = usePostingPrice();
  const format = useFormatNumber();
  useDocumentTitle(t('payments.summary.title'));
  // A payment already made for this job and not yet used by its publication: the screen says so
  // instead of offering to pay a second time (the server keeps one per job, issue 27 item 16).
  const isOwner = job.data ? canManageJob(job.data) : false;
  const paid = useQuery({
    ...myPaymentsQueryOptions(),
    enabled: isOwner,
    select: (items) => items.find((item) => item.jobId === id && item.usedForPublicationAt === null) ?? null,
  });
  // A second click while the first one is opening the payment page does nothing.
  const paying = useRef(false);
  const [pending, setPending] = useState(false);

  const pay = () => {
    if (paying.current) return;
    const jobId = job.data?._id;
    if (!jobId) {
      window.alert(t('payments.jobNotFound'));
      return;
    }
    if (!config.data) return;
    paying.current = true;
    setPending(true);
    window.open(donationLink(config.data.payment, jobId, price.rub), '_blank', 'noopener');
    void navigate(`/confirm-publish?jobId=${encodeURIComponent(jobId)}`, { state: price.state });
  };

  if (!id) return <JobNotFound />;
  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    if (isJobMissing(job.error)) return <JobNotFound />;
    return (
      <LoadError title={t('payments.loadFailed')} error={job.error} onRetry={() => void job.refetch()} />
    );
  }
  // An active job skips payment (SPEC.md §4).
  if (job.data.status === 'active') return <Navigate to={`/jobs/${job.data._id}`} replace />;
  const blocked = job.data.status === 'blocked';
  const payment = paid.data ?? null;
  const confirmLink = `/confirm-publish?jobId=${encodeURIComponent(job.data._id)}`;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('payments.summary.title')}</Title>
        <Text size="lg" fw={700}>
          {t('payments.summary.cost', { price: price.rubText, usd: price.usdText })}
        </Text>
        <Text>{t('payments.summary.intro')}</Text>
      </Stack>
      <CommunityRequirements />
      <Paper withBorder radius="md" p="md">
        <dl className={classes.facts}>
          <dt>{t('payments.summary.job')}</dt>
          <dd>{job.data.title}</dd>
          <dt>{t('payments.summary.amount')}</dt>
          <dd>{price.rubText}</dd>
        </dl>
      </Paper>
      <Text>{t('payments.summary.fees')}</Text>
      {blocked && (
        <Alert color="red" variant="light" title={t('payments.summary.blocked')}>
          {t('payments.summary.blockedHint')}
        </Alert>
      )}
      {!blocked && payment && (
        <Alert color="green" variant="light" title={t('payments.summary.alreadyPaidTitle')}>
          {t('payments.summary.alreadyPaid', { amount: format.money(payment.amount, payment.currency) })}
        </Alert>
      )}
      {!blocked && !payment && <DuplicateWarning jobId={job.data._id} isOwner={isOwner} />}
      {!blocked && config.isError && (
        <LoadError
          title={t('payments.configFailed')}
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      )}
      <Stack gap={4}>
        <Group>
          {!blocked && payment && (
            <Button component={Link} to={confirmLink}>
              {t('payments.confirm.submit')}
            </Button>
          )}
          {!blocked && !payment && !config.isError && (
            <Button
              onClick={pay}
              disabled={config.isPending || (isOwner && paid.isPending)}
              loading={pending}
            >
              {t('payments.summary.pay', { price: price.rubText })}
            </Button>
          )}
          <Button component={Link} to="/my-jobs" variant="default">
            {t('payments.backToMyJobs')}
          </Button>
        </Group>
        {!blocked && !payment && (
          <Text size="sm" c="dimmed">
            {t('payments.summary.newTab')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
