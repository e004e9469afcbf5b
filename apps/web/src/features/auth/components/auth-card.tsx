import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card every sign-in related screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
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
    </Container>
  );
}
