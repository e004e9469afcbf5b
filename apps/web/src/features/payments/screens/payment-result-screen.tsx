import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/**
 * /payment-result?status=success|fail&jobId= (DESIGN.md §7): where the donation page sends its tab.
 * Success leads on to confirming; failure offers to try again (SPEC.md §4, §8).
 */
export function PaymentResultScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const success = params.get('status') === 'success';
  const jobId = params.get('jobId')?.trim() ?? '';
  const query = jobId ? encodeURIComponent(jobId) : '';
  useDocumentTitle(success ? t('payments.result.successTitle') : t('payments.result.failTitle'));

  return (
    <Stack gap="lg" maw={720} align="flex-start">
      <Title order={1}>{success ? t('payments.result.successTitle') : t('payments.result.failTitle')}</Title>
      <Alert color={success ? 'green' : 'red'} variant="light" w="100%">
        {success ? t('payments.result.success') : t('payments.result.failed')}
      </Alert>
      <Group>
        {jobId && success && (
          <Button component={Link} to={`/confirm-publish?jobId=${query}`}>
            {t('payments.confirm.submit')}
          </Button>
        )}
        {jobId && !success && (
          <Button component={Link} to={`/payment-summary/${query}`}>
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
