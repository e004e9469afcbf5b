import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfig } from '../../shared/config/client-config.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import type { LegalDocument } from './legal-document.ts';
import { fillLegalDocument, legalSettingsOf } from './legal-settings.ts';
import { LegalParagraph } from './legal-paragraph.tsx';

/** A legal document in Russian, the authoritative text (SPEC.md §1), with a way back to registration. */
export function LegalPage({
  document: source,
  summary,
}: {
  document: LegalDocument;
  /** A part in the reader's language, shown above the Russian text. */
  summary?: ReactNode;
}) {
  const { t } = useTranslation();
  // The price and the listing lifetime are the server's settings (GET /config), quoted in the text.
  const config = useClientConfig();
  const document = fillLegalDocument(source, legalSettingsOf(config.data));
  useDocumentTitle(document.title);
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group>
          <Button component={Link} to="/register" variant="default">
            {t('legal.backToRegister')}
          </Button>
        </Group>
        <Alert color="blue" variant="light">
          {t('legal.russianAuthoritative')}
        </Alert>
        {summary}
        <article>
          <Stack gap="md">
            {/* The Russian text keeps its own direction inside a right-to-left interface. */}
            <Title order={1} lang="ru" dir="ltr">
              {document.title}
            </Title>
            <Text fw={500}>{t('legal.effectiveDate', { date: document.effectiveDate })}</Text>
            <Stack gap="md" lang="ru" dir="ltr">
              <Text>{document.intro}</Text>
              {document.sections.map((section) => (
                <Stack component="section" gap="xs" key={section.number}>
                  <Title order={2} size="h3">
                    {section.number}. {section.heading}
                  </Title>
                  {section.paragraphs.map((paragraph) => (
                    <LegalParagraph key={paragraph} text={paragraph} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </Stack>
        </article>
      </Stack>
    </Container>
  );
}
