import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useDuplicates } from '../api/get-duplicates.ts';

/**
 * Paying for a job that is already live by the same owner publishes a second copy: said before
 * paying, with a link to the live one. Paying stays possible; a failed check shows nothing.
 */
export function DuplicateWarning({ jobId, isOwner }: { jobId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const duplicates = useDuplicates(jobId, isSignedIn && isOwner);
  const items = (duplicates.data ?? []).filter((item) => item._id !== jobId);
  if (items.length === 0) return null;

  return (
    <Alert color="yellow" variant="light" title={t('payments.duplicate.title')}>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item._id}>
            <Stack gap={2}>
              <Text size="sm">
                {t('payments.duplicate.text', { title: item.title, number: item.number })}
              </Text>
              <Anchor component={Link} to={`/jobs/${item._id}`} size="sm">
                {t('payments.duplicate.open', { number: item.number })}
              </Anchor>
            </Stack>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
