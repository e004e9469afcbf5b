import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card every sign-in related screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Container size={440} px={0}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && <Text>{description}</Text>}
          </Stack>
          {children}
          {footer && (
            <Text size="sm" ta="center">
              {footer}
            </Text>
          )}
        </Stack>
      </Paper>
      {/* The public listing is served by the server (no app code), so a plain link. */}
      <Text size="sm" ta="center" mt="md">
        <Anchor href="/vacancies">{t('auth.seeVacancies')}</Anchor>
      </Text>
    </Container>
  );
}
