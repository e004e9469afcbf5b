import { useEffect } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useUnusedPayment } from '../api/get-my-payments.ts';
import { usePublishJob } from '../api/publish-job.ts';
import { JobNotFound } from '../components/job-not-found.tsx';
import { PaymentArrival } from '../components/payment-arrival.tsx';
import { usePostingPrice } from '../hooks/use-posting-price.ts';
import { donationLink } from '../lib/donation-url.ts';

/** A second line under SPEC.md's 'Failed to publish' sentence, when the reason helps. */
function useFailureReason(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error) => {
    if (!isApiError(error)) return null;
    if (error.status === 402) return t('payments.confirm.paymentMissing');
    if (error.status === 401) return t('payments.confirm.signIn');
    if ([403, 404, 409].includes(error.status)) return errorMessage(error);
    return null;
  };
}

/** /confirm-publish?jobId= (SPEC.md §2): after paying in the other tab, publish the job. */
export function ConfirmPublishScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const jobId = params.get('jobId')?.trim() ?? '';
  const navigate = useNavigate();
  const publish = usePublishJob();
  const config = useClientConfig();
  const price = usePostingPrice();
  const failureReason = useFailureReason();
  const { isSignedIn } = useSession();
  const arrivedId = useUnusedPayment(jobId, isSignedIn && jobId !== '').data?._id ?? null;
  const { reset } = publish;
  useDocumentTitle(t('payments.confirm.title'));

  // A failure from before the payment arrived ('not paid yet') is no longer true once it has:
  // the screen must not say 'Payment received' and 'Failed to publish' at the same time.
  useEffect(() => {
    if (arrivedId) reset();
  }, [arrivedId, reset]);

  if (!jobId) return <JobNotFound />;

  const confirm = () => publish.mutate(jobId, { onSuccess: () => void navigate('/my-jobs?published=1') });
  const reason = publish.isError ? failureReason(publish.error) : null;

  return (
    <Stack gap="lg" maw={720} align="flex-start">
      <Stack gap="xs">
        <Title order={1}>{t('payments.confirm.title')}</Title>
        <Text>{t('payments.confirm.intro')}</Text>
      </Stack>
      <PaymentArrival jobId={jobId} />
      {publish.isError && (
        <Alert color="red" variant="light" role="alert" w="100%">
          <Text fw={600}>{t('payments.confirm.failed')}</Text>
          {reason && <Text size="sm">{reason}</Text>}
        </Alert>
      )}
      <Button onClick={confirm} disabled={publish.isPending}>
        {publish.isPending ? t('payments.confirm.publishing') : t('payments.confirm.submit')}
      </Button>
      {config.data && (
        <Anchor
          href={donationLink(config.data.payment, jobId, price.rub)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('payments.confirm.reopen')}
        </Anchor>
      )}
    </Stack>
  );
}
