import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useCheckJob } from '../api/check-job.ts';
import { CheckReply } from '../components/check-reply.tsx';
import { JobCheckForm } from '../components/job-check-form.tsx';
import { failureOf, outcomeOf, type CheckOutcome } from '../lib/check-outcome.ts';
import classes from './chatbot-screen.module.css';

type ChatLine = { from: 'user'; jobId: string } | { from: 'bot'; outcome: CheckOutcome };
type ChatMessage = ChatLine & { id: number };

/** One line of the conversation, the bot's on one side and the user's on the other. */
function Bubble({ from, children }: { from: 'user' | 'bot'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      className={from === 'user' ? classes.user : classes.bot}
      radius="lg"
      p="sm"
      withBorder={from === 'bot'}
    >
      <VisuallyHidden>{from === 'user' ? t('jobCheck.chat.you') : t('jobCheck.chat.bot')}</VisuallyHidden>
      {children}
    </Paper>
  );
}

/**
 * /chatbot (SPEC.md §2): the helper's check as a conversation. An unpaid job is said to be not yet
 * published, with an Activate button to its payment summary.
 */
export function ChatbotScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobCheck.chat.title'));
  const check = useCheckJob();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(0);
  const endRef = useRef<HTMLDivElement>(null);

  // Braces: scrollIntoView returns a promise in newer browsers, and an effect may return only a cleanup.
  useEffect(() => {
    void endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const add = (line: ChatLine) => {
    nextId.current += 1;
    const id = nextId.current;
    setMessages((current) => [...current, { ...line, id }]);
  };

  const ask = (jobId: string) => {
    add({ from: 'user', jobId });
    check.mutate(jobId, {
      onSuccess: (job) => add({ from: 'bot', outcome: outcomeOf(job) }),
      onError: (error) => add({ from: 'bot', outcome: failureOf(error) }),
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('jobCheck.chat.title')}</Title>
      <Paper withBorder radius="md" p="md">
        <div role="log" aria-label={t('jobCheck.chat.log')} className={classes.log}>
          <Bubble from="bot">
            <Text size="sm">{t('jobCheck.chat.greeting')}</Text>
          </Bubble>
          {messages.map((message) => (
            <Bubble key={message.id} from={message.from}>
              {message.from === 'user' ? (
                <Text size="sm">{message.jobId}</Text>
              ) : (
                <CheckReply outcome={message.outcome} inChat />
              )}
            </Bubble>
          ))}
          <div ref={endRef} />
        </div>
      </Paper>
      <JobCheckForm checking={check.isPending} onCheck={ask} clearOnCheck />
    </Stack>
  );
}
