import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { JobNotFound } from '../components/job-not-found.tsx';
import { useVerifiedPaymentState } from '../hooks/use-verified-payment-state.ts';

/**
 * /payment-result?status=success|fail&jobId= (DESIGN.md §7): where the donation page sends its tab.
 * The address alone proves nothing (anyone can type `status=success`), so success is said only once
 * the server holds the verified payment for the job; until then the screen waits and keeps asking.
 * Failure offers to try again (SPEC.md §4, §8).
 */
export function PaymentResultScreen() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId')?.trim() ?? '';
  if (params.get('status') === 'success') return <SuccessResult jobId={jobId} />;
  return <FailedResult jobId={jobId} />;
}

function FailedResult({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.result.failTitle'));
  return (
    <Stack gap="lg" maw={720} align="flex-start">
      <Title order={1}>{t('payments.result.failTitle')}</Title>
      <Alert color="red" variant="light" w="100%">
        {t('payments.result.failed')}
      </Alert>
      <Group>
        {jobId && (
          <Button component={Link} to={`/payment-summary/${encodeURIComponent(jobId)}`}>
            {t('common.retry')}
          </Button>
        )}
        <Button component={Link} to="/my-jobs" variant={jobId ? 'default' : 'filled'}>
          {t('payments.backToMyJobs')}
        </Button>
      </Group>
    </Stack>
  );
}

function SuccessResult({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const state = useVerifiedPaymentState(jobId, isSignedIn);
  const query = encodeURIComponent(jobId);
  const title =
    state === 'paid'
      ? t('payments.result.successTitle')
      : state === 'published'
        ? t('payments.result.publishedTitle')
        : t('payments.result.waitingTitle');
  useDocumentTitle(title);

  // Nobody to ask about (no job, or not the owner's account): the same page as a wrong job link.
  if (!jobId || !isSignedIn || state === 'missing') return <JobNotFound />;
  if (state === 'loading') return <PageLoader />;

  return (
    <Stack gap="lg" maw={720} align="flex-start">
      <Title order={1}>{title}</Title>
      {state === 'paid' && (
        <Alert color="green" variant="light" w="100%" role="status">
          {t('payments.result.success')}
        </Alert>
      )}
      {state === 'published' && (
        <Alert color="green" variant="light" w="100%" role="status">
          {t('payments.result.published')}
        </Alert>
      )}
      {state === 'waiting' && (
        <Group gap="xs" role="status" wrap="nowrap" align="flex-start">
          <Loader size="xs" aria-hidden mt={4} />
          <Text>{t('payments.result.waiting')}</Text>
        </Group>
      )}
      <Group>
        {state === 'paid' && (
          <Button component={Link} to={`/confirm-publish?jobId=${query}`}>
            {t('payments.confirm.submit')}
          </Button>
        )}
        {state === 'published' && (
          <Button component={Link} to={`/jobs/${query}`}>
            {t('payments.result.openJob')}
          </Button>
        )}
        <Button component={Link} to="/my-jobs" variant={state === 'waiting' ? 'filled' : 'default'}>
          {t('payments.backToMyJobs')}
        </Button>
      </Group>
    </Stack>
  );
}
