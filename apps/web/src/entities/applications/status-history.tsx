import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@debut/contract/applications';
import { useFormatDate } from '../../shared/i18n/use-format-date.ts';
import { APPLICATION_STATUS_LABELS } from './application-status-badge.tsx';

/** Each step the application went through, oldest first, with the team's message where there was one. */
export function StatusHistory({ history }: { history: TApplication['history'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Stack
      gap={4}
      component="ol"
      aria-label={t('applications.history')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {history.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}-${index}`}>
          <Text size="sm">
            <Text span fw={500} inherit>
              {t(APPLICATION_STATUS_LABELS[entry.status])}
            </Text>
            {' · '}
            <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </Text>
          {entry.message !== null && (
            // The team's own words: kept as written, in their own direction (an English message in the
            // Arabic interface), broken anywhere so a long link cannot widen a phone.
            <Text
              size="sm"
              c="dimmed"
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {entry.message}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
