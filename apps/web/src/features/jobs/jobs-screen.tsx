import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/** Placeholder until the jobs search issue lands. */
export function JobsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.title'));
  return (
    <Stack gap="xs">
      <Title order={1}>{t('jobs.title')}</Title>
      <Text>{t('jobs.description')}</Text>
    </Stack>
  );
}
