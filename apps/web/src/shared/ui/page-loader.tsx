import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFallbackShown } from '../lib/screen-loading.ts';

/** The fallback while a lazy screen or its data loads: a spinner and the word (SPEC.md: "loading"). */
export function PageLoader() {
  const { t } = useTranslation();
  useFallbackShown();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed" aria-hidden>
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
