import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TThread, TThreadsResponse } from '@debut/contract/messages';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { MessagesScreen } from './messages-screen.tsx';

const me = testUser._id;
const jobId = 'a1b2c3d4-0000-4000-8000-00000000aa01';

function thread(overrides: Partial<TThread> & { name: string; title: string }): TThread {
  const counterpartId = crypto.randomUUID();
  const threadId = crypto.randomUUID();
  return {
    _id: threadId,
    job: { _id: jobId, title: overrides.title },
    counterpart: { _id: counterpartId, displayName: overrides.name },
    isOwner: false,
    lastMessage: {
      _id: crypto.randomUUID(),
      threadId,
      from: counterpartId,
      text: 'Hello there',
      createdAt: '2026-11-20T10:00:00.000Z',
      readAt: null,
    },
    unreadCount: 0,
    ...overrides,
  };
}

describe('MessagesScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  // Issue 27 item 16: the last message of each chat is dated as people say it ("2 minutes ago").
  it('dates the last message of each chat as people say it, the exact moment in its <time>', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:32:30.000Z') });
    try {
      const olga = thread({ name: 'Olga', title: 'Barista' });
      const ivan = thread({ name: 'Ivan', title: 'Courier' });
      const [justNow, dayBefore] = ['2026-11-20T12:30:00.000Z', '2026-11-19T12:00:00.000Z'];
      if (olga.lastMessage) olga.lastMessage = { ...olga.lastMessage, createdAt: justNow };
      if (ivan.lastMessage) ivan.lastMessage = { ...ivan.lastMessage, createdAt: dayBefore };
      fakeApi({
        'GET /api/messages/threads': () => jsonResponse(200, { threads: [olga, ivan], unreadChats: 0 }),
      });
      renderRoute(<MessagesScreen />, '/messages');

      await screen.findByRole('link', { name: 'Olga' });
      const [first, second] = screen.getAllByRole('listitem');
      if (!first || !second) throw new Error('two chats expected');
      const recent = within(first).getByText('2 minutes ago');
      expect(recent.tagName).toBe('TIME');
      expect(recent).toHaveAttribute('datetime', justNow);
      expect(recent).toHaveAttribute('title', expect.stringMatching(/2026/));
      expect(within(second).getByText('yesterday')).toHaveAttribute('datetime', dayBefore);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists chats with the other person, the job, the last message and what is unread', async () => {
    const olga = thread({ name: 'Olga', title: 'Barista', unreadCount: 2 });
    const ivan = thread({ name: 'Ivan', title: 'Courier' });
    if (ivan.lastMessage) ivan.lastMessage = { ...ivan.lastMessage, from: me, text: 'See you Monday' };
    const body: TThreadsResponse = { threads: [olga, ivan], unreadChats: 1 };
    const api = fakeApi({ 'GET /api/messages/threads': () => jsonResponse(200, body) });
    const { location } = renderRoute(<MessagesScreen />, '/messages');

    expect(await screen.findByRole('link', { name: 'Olga' })).toHaveAttribute(
      'href',
      `/chat/${jobId}?with=${olga.counterpart._id}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 unread chat');
    const [first, second] = screen.getAllByRole('listitem');
    if (!first || !second) throw new Error('two chats expected');
    expect(within(first).getByText('About “Barista”')).toBeInTheDocument();
    expect(within(first).getByText('2 new')).toBeInTheDocument();
    expect(within(second).getByText('You: See you Monday')).toBeInTheDocument();
    expect(within(second).queryByText(/new$/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(location.search).toBe('?filter=unread'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/messages/threads').at(-1)?.url.searchParams.get('filter')).toBe('unread'),
    );
  });

  it('deletes a chat after a confirmation, and says so when it fails', async () => {
    const olga = thread({ name: 'Olga', title: 'Barista' });
    const api = fakeApi({
      'GET /api/messages/threads': inTurn(
        () => jsonResponse(200, { threads: [olga], unreadChats: 0 }),
        () => jsonResponse(200, { threads: [], unreadChats: 0 }),
      ),
      'DELETE /api/messages/thread': inTurn(
        () => jsonResponse(500, { error: 'Something went wrong', code: 'INTERNAL' }),
        () => jsonResponse(204),
      ),
    });
    renderRoute(<MessagesScreen />, '/messages');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Delete the chat with Olga about “Barista”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    expect(dialog).toHaveTextContent('deleted for both of you');
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    expect(await within(dialog).findByText('Failed to delete chat')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/messages/thread')).toHaveLength(2));
    const query = api.callsTo('DELETE /api/messages/thread')[1]?.url.searchParams;
    expect(query?.get('jobId')).toBe(jobId);
    expect(query?.get('userId')).toBe(olga.counterpart._id);
    expect(await screen.findByText('No chats yet')).toBeInTheDocument();
  });

  it('has empty states for all chats and for unread ones', async () => {
    fakeApi({ 'GET /api/messages/threads': () => jsonResponse(200, { threads: [], unreadChats: 0 }) });
    renderRoute(<MessagesScreen />, '/messages?filter=unread');
    expect(await screen.findByText('Everything is read')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No unread chats');
  });
});
