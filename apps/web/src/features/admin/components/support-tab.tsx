import { useId, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_ANSWER_MAX, type TSupportRequest } from '@debut/contract/support';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { useFormatDateTime } from '../../../shared/i18n/use-format-date.ts';
import { useAnswerSupportRequest, useSupportQueue, type SupportStatus } from '../api/support-api.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';

/** The answer box of an open request: the text is mailed to the sender as written. */
function AnswerForm({ request, describedBy }: { request: TSupportRequest; describedBy: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useAnswerSupportRequest();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = () => {
    if (!text.trim()) {
      setBlank(true);
      return;
    }
    answer.mutate({ id: request._id, answer: text.trim() });
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('support.admin.answerLabel')}
        description={t('support.admin.answerHint', { email: isolate(request.email) })}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={SUPPORT_ANSWER_MAX}
        value={text}
        error={blank ? t('validation.required') : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setBlank(false);
        }}
      />
      <Group>
        <Button size="xs" loading={answer.isPending} onClick={submit} aria-describedby={describedBy}>
          {t('support.admin.send')}
        </Button>
      </Group>
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
    </Stack>
  );
}

function SupportCard({ request }: { request: TSupportRequest }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const sender = request.user
    ? t('support.admin.fromAccount', {
        name: isolate(request.user.displayName),
        email: isolate(request.email),
      })
    : t('support.admin.fromVisitor', { email: isolate(request.email) });

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {request.subject}
          </Title>
          <Badge color={request.answeredAt ? 'gray' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {request.answeredAt ? t('support.admin.answered') : t('support.admin.open')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {sender} · {formatDateTime(request.createdAt)}
        </Text>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
        {request.answeredAt ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('support.admin.answeredBy', {
                name: isolate(request.answeredBy?.displayName ?? t('moderation.reports.deletedAccount')),
                date: formatDateTime(request.answeredAt),
              })}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.answer}
            </Text>
          </Stack>
        ) : (
          <AnswerForm request={request} describedBy={headingId} />
        )}
        <Anchor href={`mailto:${request.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {request.email}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** Requests from the contact form: open ones first to answer (oldest first), answered ones kept. */
export function SupportTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupportStatus>('open');
  const queue = useSupportQueue(status);

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value === 'answered' ? 'answered' : 'open')}
        data={[
          { value: 'open', label: t('support.admin.open') },
          { value: 'answered', label: t('support.admin.answered') },
        ]}
        aria-label={t('support.admin.filter')}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={queue}
        loadFailed={t('support.admin.loadFailed')}
        empty={
          status === 'open'
            ? { title: t('support.admin.empty'), hint: t('support.admin.emptyHint') }
            : { title: t('support.admin.emptyAnswered'), hint: t('support.admin.emptyAnsweredHint') }
        }
        list
      >
        {(items) => items.map((request) => <SupportCard key={request._id} request={request} />)}
      </QueryState>
    </Stack>
  );
}
