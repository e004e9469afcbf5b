import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE_MAX, type TMessage } from '@debut/contract/messages';
import { isApiError } from '../../shared/api/api-error.ts';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { useSession } from '../../entities/auth/session-store.ts';
import { RelativeTime } from '../../shared/ui/relative-time.tsx';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import {
  chatMessages,
  usePublicUser,
  useSendMessage,
  useThread,
  type ChatRef,
} from '../../entities/messages/messages-api.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { jobQueryOptions } from '../../entities/jobs/job-query.ts';
import { DeleteChatDialog, type ChatToDelete } from './delete-chat-dialog.tsx';
import classes from './chat.module.css';

function MessageItem({ message, mine }: { message: TMessage; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={mine ? `${classes.message} ${classes.mine}` : classes.message}>
      {/* Each message reads in its own direction: English quoted in an Arabic screen, and back. */}
      <Text className={classes.text} dir="auto">
        {message.text}
      </Text>
      <Text size="xs" c="dimmed" ta="end">
        <RelativeTime iso={message.createdAt} precision="minute" span inherit />
        {mine && ` · ${message.readAt ? t('chat.read') : t('chat.sent')}`}
      </Text>
    </li>
  );
}

function Composer({ chat, to }: { chat: ChatRef; to: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useFormatNumber();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const submit = () => {
    if (text.trim() === '' || send.isPending) return;
    send.mutate({ jobId: chat.jobId, to, text }, { onSuccess: () => setText('') });
  };
  const left = MESSAGE_MAX - text.length;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('chat.message')}
          description={t('chat.enterHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line; a composing input method keeps its Enter.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={2}
          maxRows={8}
        />
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('chat.sendFailed', { reason: errorMessage(send.error) })}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {left < 500 && t('chat.charactersLeft', { count: left, formatted: format.number(left) })}
          </Text>
          <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
            {t('chat.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /chat/{jobId}?with= (SPEC.md §2): the history, live messages, Enter to send, read state. */
export function ChatScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const withUserId = params.get('with') ?? undefined;
  const chat: ChatRef = { jobId, userId: withUserId };
  const me = useSession().user?.id;
  const thread = useThread(chat);
  const started = thread.data?.pages[0]?.thread;
  const notStarted = isApiError(thread.error) && thread.error.status === 404;
  // A chat without messages yet: its job and the other person are read from their own cards.
  const job = useQuery({ ...jobQueryOptions(jobId), enabled: notStarted });
  const counterpartId = started?.counterpart._id ?? withUserId ?? job.data?.ownerId;
  const counterpartCard = usePublicUser(started ? undefined : counterpartId);
  const counterpartName = started?.counterpart.displayName ?? counterpartCard.data?.displayName;
  const title = started?.job.title ?? job.data?.title;
  const messages = chatMessages(thread.data);
  const [deleting, setDeleting] = useState<ChatToDelete | null>(null);
  useDocumentTitle(counterpartName ? t('chat.title', { name: counterpartName }) : t('messages.title'));

  // The newest message comes into view when it arrives; loading older ones leaves the view alone.
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?._id;
  useEffect(() => {
    const log = logRef.current;
    if (log && lastId) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  if (thread.isPending) return <PageLoader />;
  if (thread.isError && !notStarted) {
    return (
      <LoadError title={t('chat.loadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />
    );
  }
  if (notStarted && job.isError) {
    return <LoadError title={t('chat.loadFailed')} error={job.error} onRetry={() => void job.refetch()} />;
  }
  const isOwner = started?.isOwner ?? job.data?.ownerId === me;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to="/messages" size="sm">
            {t('chat.back')}
          </Anchor>
          <Title order={1}>
            {counterpartName ? t('chat.title', { name: counterpartName }) : t('messages.title')}
          </Title>
          {title && (
            <Text>
              {t('chat.about')}{' '}
              <Anchor component={Link} to={`/jobs/${encodeURIComponent(jobId)}`}>
                <bdi>{title}</bdi>
              </Anchor>
            </Text>
          )}
        </Stack>
        {thread.data && counterpartId && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() =>
              setDeleting({ jobId, userId: counterpartId, name: counterpartName ?? '', title: title ?? '' })
            }
          >
            {t('messages.delete')}
          </Button>
        )}
      </Group>

      {thread.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('chat.older')}
        </Button>
      )}
      {/* The log role sits on a wrapper so the list keeps its list semantics for screen readers. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling log must take the focus to scroll by keyboard */}
      <div ref={logRef} className={classes.log} role="log" aria-label={t('chat.history')} tabIndex={0}>
        <ol className={classes.list}>
          {messages.length === 0 && (
            <li>
              <Text c="dimmed">{isOwner ? t('chat.emptyOwner') : t('chat.empty')}</Text>
            </li>
          )}
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} mine={message.from === me} />
          ))}
        </ol>
      </div>
      {counterpartId ? <Composer chat={chat} to={counterpartId} /> : job.isPending && <PageLoader />}
      <DeleteChatDialog
        chat={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/messages')}
      />
    </Stack>
  );
}
