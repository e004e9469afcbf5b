import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFallbackShown } from '../lib/screen-loading.ts';

/** The fallback while a lazy screen loads. */
export function PageLoader() {
  const { t } = useTranslation();
  useFallbackShown();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader size="md" />
    </Center>
  );
}
