import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface EmptyStateProps {
  title: string;
  hint: string;
  /** What to do next (find jobs, post a job, reset filters). */
  action?: ReactNode;
}

/** A list with nothing in it yet: say so, say why it may be, and offer the next step. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text ta="center">{hint}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
