import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TThread } from '@debut/contract/messages';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import { useThreads, type ThreadFilter } from '../../entities/messages/messages-api.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { RelativeTime } from '../../shared/ui/relative-time.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { DeleteChatDialog, type ChatToDelete } from './delete-chat-dialog.tsx';
import { chatPath } from '../../entities/messages/chat-path.ts';
import { ONE_LINE } from '../../shared/ui/one-line.ts';

function ThreadCard({ thread, onDelete }: { thread: TThread; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const last = thread.lastMessage;
  const mine = last !== null && last.from !== thread.counterpart._id;
  const unread = thread.unreadCount > 0;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-unread={unread || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={chatPath(thread.job._id, thread.counterpart._id)}
            fw={unread ? 700 : 600}
            size="lg"
            // A name too long for a phone's line ends in an ellipsis rather than break inside a word.
            lineClamp={1}
          >
            <bdi style={ONE_LINE} title={thread.counterpart.displayName}>
              {thread.counterpart.displayName}
            </bdi>
          </Anchor>
          {/* One line, cut with an ellipsis: a wide unread badge beside it leaves a phone too little
              room for a long title's word, which would otherwise break inside. */}
          <Text size="sm" c="dimmed" style={ONE_LINE} title={thread.job.title}>
            {t('messages.about', { title: thread.job.title })}
          </Text>
          {last && (
            <Text size="sm" lineClamp={2} fw={unread ? 600 : 400} dir="auto">
              {mine ? t('messages.you', { text: last.text }) : last.text}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          {last && <RelativeTime iso={last.createdAt} precision="minute" size="xs" c="dimmed" />}
          {unread && (
            <Badge color="blue" variant="filled">
              {t('messages.unreadCount', {
                count: thread.unreadCount,
                formatted: format.number(thread.unreadCount),
              })}
            </Badge>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('messages.deleteNamed', {
              name: thread.counterpart.displayName,
              title: thread.job.title,
            })}
          >
            {t('messages.delete')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /messages (SPEC.md §2): threads, the all/unread filter, the unread chat count, open and delete. */
export function MessagesScreen() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  useDocumentTitle(t('messages.title'));
  const [params, setParams] = useSearchParams();
  const filter: ThreadFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const threads = useThreads(filter);
  const [deleting, setDeleting] = useState<ChatToDelete | null>(null);
  const unreadChats = threads.data?.unreadChats ?? 0;
  const items = threads.data?.threads ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('messages.title')}</Title>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setParams(value === 'unread' ? { filter: value } : {}, { replace: true })}
          data={[
            { value: 'all', label: t('messages.filterAll') },
            { value: 'unread', label: t('messages.filterUnread') },
          ]}
          aria-label={t('messages.filter')}
        />
        {threads.data && (
          <Text fw={600} role="status">
            {unreadChats === 0
              ? t('messages.noUnread')
              : t('messages.unreadChats', { count: unreadChats, formatted: format.number(unreadChats) })}
          </Text>
        )}
      </Group>
      <QueryState
        query={threads}
        loadFailed={t('messages.loadFailed')}
        items={items}
        empty={{
          title: filter === 'unread' ? t('messages.emptyUnread') : t('messages.empty'),
          hint: filter === 'unread' ? t('messages.emptyUnreadHint') : t('messages.emptyHint'),
          action:
            filter === 'unread' ? undefined : (
              <Button component={Link} to="/jobs">
                {t('common.findJobs')}
              </Button>
            ),
        }}
        list
      >
        {(shown) =>
          shown.map((thread) => (
            <ThreadCard
              key={thread._id}
              thread={thread}
              onDelete={() =>
                setDeleting({
                  jobId: thread.job._id,
                  userId: thread.counterpart._id,
                  name: thread.counterpart.displayName,
                  title: thread.job.title,
                })
              }
            />
          ))
        }
      </QueryState>
      <DeleteChatDialog chat={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
