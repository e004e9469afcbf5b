import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One titled block of the profile screen. */
export function ProfileSection({
  title,
  description,
  id,
  children,
}: {
  title: string;
  description?: string;
  /** The address fragment that leads to it ("/profile#hidden"). */
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={id}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {description && <Text>{description}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
