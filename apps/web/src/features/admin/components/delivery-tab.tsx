import { useId } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOutboxEntry } from '@debut/contract/moderation';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { useFormatDateTime } from '../../../shared/i18n/use-format-date.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useOutbox, useRetryOutboxEntry } from '../api/outbox-api.ts';
import { OUTBOX_TOPIC_LABELS } from '../lib/labels.ts';

const NO_BREAK = { whiteSpace: 'nowrap' } as const;

/** The server lists at most this many: a full list means there may be more. */
const LIST_LIMIT = 200;

function DeliveryCard({ entry }: { entry: TOutboxEntry }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { number } = useFormatNumber();
  const errorMessage = useErrorMessage();
  const retry = useRetryOutboxEntry();
  const headingId = useId();
  const topicKey = OUTBOX_TOPIC_LABELS[entry.topic];

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {topicKey ? t(topicKey) : <bdi>{entry.topic}</bdi>}
          </Title>
          <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
            {t('moderation.delivery.failed')}
          </Badge>
        </Group>
        <Text size="sm">
          {entry.recipient
            ? t('moderation.delivery.to', { name: isolate(entry.recipient.displayName) })
            : t('moderation.delivery.noAccount')}
        </Text>
        {/* Each part whole on its line: a date never breaks inside (the layout sweep checks). */}
        <Group c="dimmed" fz="sm" wrap="wrap" style={{ rowGap: 4, columnGap: 'var(--mantine-spacing-md)' }}>
          <span style={NO_BREAK}>{t('moderation.delivery.tries', { number: number(entry.attempts) })}</span>
          <span style={NO_BREAK}>
            {t('moderation.delivery.failedAt', { date: formatDateTime(entry.failedAt ?? entry.availableAt) })}
          </span>
        </Group>
        {/*
         * The key and the error are the machine's words (an SMTP reply): left to right in every
         * language, isolated, yet placed where the page's lines start (the right in Arabic).
         */}
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{entry.key}</bdi>
        </Text>
        {entry.lastError && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('moderation.delivery.lastError')}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{entry.lastError}</bdi>
            </Text>
          </Stack>
        )}
        <Group>
          <Button
            size="xs"
            loading={retry.isPending}
            aria-describedby={headingId}
            onClick={() =>
              retry.mutate(entry.id, {
                onSuccess: () => showSuccessToast(t('moderation.toasts.deliveryRetried')),
              })
            }
          >
            {t('moderation.delivery.retry')}
          </Button>
        </Group>
        {retry.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(retry.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Deliveries (mails, alert matching) that ran out of tries, newest first, each with a Retry that puts
 * it back in the queue (DESIGN.md §14.0); above them, how many are still waiting to go.
 */
export function DeliveryTab() {
  const { t } = useTranslation();
  const { number } = useFormatNumber();
  const failed = useOutbox('failed');
  const pending = useOutbox('pending');
  const waiting = pending.data?.length;

  return (
    <Stack gap="md">
      {waiting !== undefined && (
        <Text size="sm" c="dimmed">
          {waiting >= LIST_LIMIT
            ? t('moderation.delivery.pendingMany', { number: number(LIST_LIMIT) })
            : t('moderation.delivery.pending', { number: number(waiting) })}
        </Text>
      )}
      <QueryState
        query={failed}
        loadFailed={t('moderation.delivery.loadFailed')}
        empty={{ title: t('moderation.delivery.empty'), hint: t('moderation.delivery.emptyHint') }}
        list
      >
        {(entries) => entries.map((entry) => <DeliveryCard key={entry.id} entry={entry} />)}
      </QueryState>
    </Stack>
  );
}
