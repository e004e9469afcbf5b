import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useUnusedPayment } from '../api/get-my-payments.ts';

/**
 * Whether the payment made in the other tab has reached the server yet. Only a hint: confirming
 * is always possible, and the server is what decides (402 until the payment is there).
 */
export function PaymentArrival({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { isSignedIn } = useSession();
  const payment = useUnusedPayment(jobId, isSignedIn);

  if (!payment.isSuccess) return null;
  if (payment.data) {
    const { amount, currency } = payment.data;
    const paid = format.money(amount, currency);
    return (
      <Text c="green.9" fw={600} role="status">
        {t('payments.confirm.paymentReceived', { amount: paid })}
      </Text>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{t('payments.confirm.waiting')}</Text>
    </Group>
  );
}
