import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One titled block of the profile screen. */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && <Text>{description}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
