import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One part of a page (a job's, a company's), framed and named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
