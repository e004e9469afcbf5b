import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.description')}</Text>
      <Group>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Group>
    </Stack>
  );
}
