import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRICE_RUB, DEFAULT_PRICE_USD_APPROX } from '@debut/contract/constants';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { CommunityRequirements } from '../../../shared/ui/community-requirements.tsx';

interface PostingInfoDialogProps {
  opened: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/** Shown before the create form: what posting costs and what the community expects. */
export function PostingInfoDialog({ opened, onContinue, onCancel }: PostingInfoDialogProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const config = useClientConfig();
  // The server's figures; SPEC.md §9's defaults when the configuration cannot be read.
  const price = config.data?.price ?? {
    amount: DEFAULT_PRICE_RUB,
    currency: 'RUB',
    approxUsd: DEFAULT_PRICE_USD_APPROX,
  };

  return (
    <AppDialog opened={opened} onClose={onCancel} title={t('jobs.create.info.title')} size="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('jobs.create.info.costTitle')}
          </Title>
          {config.isPending ? (
            <Skeleton height={20} width="40%" aria-label={t('common.loading')} />
          ) : (
            <Text size="lg" fw={700}>
              {t('jobs.create.info.price', {
                price: format.money(price.amount, price.currency),
                approx: format.money(price.approxUsd, 'USD', 'code'),
              })}
            </Text>
          )}
          <Text size="sm">{t('jobs.create.info.costNote')}</Text>
        </Stack>
        <CommunityRequirements titleSize="h5" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onContinue} data-autofocus>
            {t('jobs.create.info.continue')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
