import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/** The home screen (DESIGN.md §9); its content comes with later issues. */
export function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return (
    <Stack gap="xs">
      <Title order={1}>{t('dashboard.title')}</Title>
      <Text>{t('dashboard.description')}</Text>
    </Stack>
  );
}
