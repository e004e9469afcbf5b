import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_PAGE, type TMessage, type TThreadResponse } from '@debut/contract/messages';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../test/fake-api.ts';
import { makeJob } from '../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { ChatScreen } from './chat-screen.tsx';

const me = testUser._id;
const olga = { _id: 'c1d2e3f4-0000-4000-8000-0000000000b2', displayName: 'Olga' };
const threadId = 'd1d2e3f4-0000-4000-8000-0000000000c3';
let sequence = 0;

function message(from: string, text: string, readAt: string | null = null): TMessage {
  sequence += 1;
  return {
    _id: `e1d2e3f4-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    threadId,
    from,
    text,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, sequence)).toISOString(),
    readAt,
  };
}

function page(jobId: string, messages: TMessage[], hasMore = false): TThreadResponse {
  return {
    thread: {
      _id: threadId,
      job: { _id: jobId, title: 'Barista' },
      counterpart: olga,
      isOwner: false,
      lastMessage: messages.at(-1) ?? null,
      unreadCount: 0,
    },
    messages,
    hasMore,
  };
}

const routes = [
  { path: '/chat/:jobId', element: <ChatScreen /> },
  { path: '/messages', element: <p>All chats</p> },
];

describe('ChatScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  // Issue 27 item 16: each message is dated as people say it, with its exact moment in a <time>.
  it('dates each message as people say it ("now", "5 minutes ago", "yesterday")', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:35:20.000Z') });
    try {
      const jobId = makeJob()._id;
      const at = (createdAt: string, from: string, text: string) => ({ ...message(from, text), createdAt });
      const history = [
        at('2026-11-19T12:00:00.000Z', olga._id, 'Are you free tomorrow?'),
        at('2026-11-20T12:30:00.000Z', me, 'Yes, from nine'),
        at('2026-11-20T12:35:00.000Z', olga._id, 'See you then'),
      ];
      fakeApi({ 'GET /api/messages/thread': () => jsonResponse(200, page(jobId, history)) });
      renderRoute(routes, `/chat/${jobId}?with=${olga._id}`);

      const log = await screen.findByRole('log', { name: 'Messages in this chat' });
      const said = ['yesterday', '5 minutes ago', 'now'].map((text) => within(log).getByText(text));
      expect(said.map((time) => time.tagName)).toEqual(['TIME', 'TIME', 'TIME']);
      expect(said.map((time) => time.getAttribute('datetime'))).toEqual(
        history.map((sent) => sent.createdAt),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the history with read state and sends with Enter, Shift+Enter making a new line', async () => {
    const jobId = makeJob()._id;
    const history = [
      message(me, 'Hello, is the job open?', '2026-11-20T11:00:00.000Z'),
      message(olga._id, 'Yes! When can you start?'),
      message(me, 'Monday'),
    ];
    const sent = message(me, 'Line one\nLine two');
    const api = fakeApi({
      'GET /api/messages/thread': inTurn(
        () => jsonResponse(200, page(jobId, history)),
        () => jsonResponse(200, page(jobId, [...history, sent])),
      ),
      'POST /api/messages': () => jsonResponse(201, { message: sent }),
    });
    renderRoute(routes, `/chat/${jobId}?with=${olga._id}`);

    expect(await screen.findByRole('heading', { name: 'Chat with Olga' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barista' })).toHaveAttribute('href', `/jobs/${jobId}`);
    const log = screen.getByRole('log', { name: 'Messages in this chat' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Hello, is the job open\?.*Read$/),
      expect.not.stringMatching(/Read|Sent/),
      expect.stringMatching(/^Monday.*Sent$/),
    ]);
    const query = api.callsTo('GET /api/messages/thread')[0]?.url.searchParams;
    expect(query?.get('jobId')).toBe(jobId);
    expect(query?.get('userId')).toBe(olga._id);

    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(api.callsTo('POST /api/messages')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/messages')[0]?.body).toEqual({
      jobId,
      to: olga._id,
      text: 'Line one\nLine two',
    });
    expect(await within(log).findByText(/Line one/)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('starts a new chat with the employer: the job and their name come from their cards', async () => {
    const job = makeJob({ title: 'Courier', ownerId: olga._id });
    const api = fakeApi({
      'GET /api/messages/thread': () => jsonResponse(404, { error: 'Chat not found', code: 'NOT_FOUND' }),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/users/${olga._id}`]: () =>
        jsonResponse(200, { user: { ...olga, country: 'RU', createdAt: '2026-01-01T00:00:00.000Z' } }),
      'POST /api/messages': () =>
        jsonResponse(429, { error: 'Too many requests, try again later', code: 'RATE_LIMITED' }),
    });
    renderRoute(routes, `/chat/${job._id}`);

    expect(await screen.findByRole('heading', { name: 'Chat with Olga' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet. Ask the employer anything about the job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courier' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Message not sent:/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/messages')[0]?.body).toMatchObject({ to: olga._id, text: 'Hello' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('loads earlier messages on demand', async () => {
    const jobId = makeJob()._id;
    const older = [message(olga._id, 'The very first message')];
    const latest = Array.from({ length: MESSAGES_PAGE }, (_, index) => message(olga._id, `Recent ${index}`));
    const api = fakeApi({
      'GET /api/messages/thread': (call) =>
        jsonResponse(
          200,
          call.url.searchParams.get('before') ? page(jobId, older) : page(jobId, latest, true),
        ),
    });
    renderRoute(routes, `/chat/${jobId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('The very first message')).toBeInTheDocument();
    expect(api.callsTo('GET /api/messages/thread')[1]?.url.searchParams.get('before')).toBe(latest[0]?._id);
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('The very first message');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('deletes the chat and goes back to all chats', async () => {
    const jobId = makeJob()._id;
    fakeApi({
      'GET /api/messages/thread': () => jsonResponse(200, page(jobId, [message(olga._id, 'Hi')])),
      'DELETE /api/messages/thread': () => jsonResponse(204),
    });
    const { location } = renderRoute(routes, `/chat/${jobId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(location.pathname).toBe('/messages'));
  });
});
