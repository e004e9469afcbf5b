import type { ReactNode } from 'react';
import { Alert, Group } from '@mantine/core';
import { useErrorMessage } from '../api/use-error-message.ts';

/**
 * The last row of a small form: why its last try failed (read out as it appears), then its buttons.
 * `error` is the mutation's error, null while there is none.
 */
export function ActionRow({ error, children }: { error: unknown; children: ReactNode }) {
  const errorMessage = useErrorMessage();
  return (
    <>
      {error != null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group gap="xs">{children}</Group>
    </>
  );
}
