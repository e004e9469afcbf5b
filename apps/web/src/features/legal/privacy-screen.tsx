import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { privacyRu } from './content/privacy.ru.ts';
import { LegalPage } from './legal-page.tsx';

/**
 * The recipients of section 5 (the e-mail provider, the geocoder, the map tiles) in the reader's
 * language: the Russian text stays authoritative, but who receives data should not need Russian to read.
 */
function RecipientsSummary() {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-recipients">
      <Stack gap="xs">
        <Title order={2} size="h3" id="privacy-recipients">
          {t('legal.recipients.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('legal.recipients.summaryNote')}
        </Text>
        <Text>{t('legal.recipients.mail')}</Text>
        <Text>{t('legal.recipients.geocoder')}</Text>
        <Text>{t('legal.recipients.tiles')}</Text>
      </Stack>
    </Paper>
  );
}

export function PrivacyScreen() {
  return <LegalPage document={privacyRu} summary={<RecipientsSummary />} />;
}
