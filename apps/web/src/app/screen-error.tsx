import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What replaces a screen that failed: its code did not load (chunk) or it broke. */
export function ScreenError({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={1} size="h2">
        {chunk ? t('errors.chunk.title') : t('errors.screen.title')}
      </Title>
      <Text>{chunk ? t('errors.chunk.description') : t('errors.generic')}</Text>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Stack>
  );
}
