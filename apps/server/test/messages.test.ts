import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGE_MAX,
  MESSAGES_PAGE,
  ZMessageResponse,
  ZThreadResponse,
  ZThreadsResponse,
} from '@debut/contract/messages';
import { messages, threads } from '../src/db/schema.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';

const app = useTestApp();

const send = (token: string, payload: Record<string, unknown>) =>
  app().request({ method: 'POST', url: '/api/messages', token, payload });
const sendOk = async (from: TestUser, jobId: string, to: TestUser, text: string) => {
  const response = await send(from.token, { jobId, to: to.user.id, text });
  expect(response.statusCode).toBe(201);
  return ZMessageResponse.parse(response.json()).message;
};
const threadOf = (token: string, query: Record<string, string>) =>
  app().request({ method: 'GET', url: '/api/messages/thread', token, query });
const threadsOf = async (token: string, filter?: string) =>
  ZThreadsResponse.parse(
    (
      await app().request({
        method: 'GET',
        url: '/api/messages/threads',
        token,
        ...(filter ? { query: { filter } } : {}),
      })
    ).json(),
  );
const deleteThread = (token: string, query: Record<string, string>) =>
  app().request({ method: 'DELETE', url: '/api/messages/thread', token, query });

async function liveJob(t: TestApp, owner: TestUser, title = 'Junior barista') {
  return publishJob(t, (await createJob(t, owner.user.id, { title })).id);
}

async function chatSetup() {
  const owner = await createUser(app(), { displayName: 'Olga Owner' });
  const seeker = await createUser(app(), { displayName: 'Sam Seeker' });
  const job = await liveJob(app(), owner);
  return { owner, seeker, job };
}

describe('POST /messages', () => {
  it('lets a job seeker write to the owner and the owner answer', async () => {
    const { owner, seeker, job } = await chatSetup();
    const first = await sendOk(seeker, job.id, owner, '  Hello, is the job still open?  ');
    expect(first).toMatchObject({
      from: seeker.user.id,
      text: 'Hello, is the job still open?',
      readAt: null,
    });
    const answer = await sendOk(owner, job.id, seeker, 'Yes, come on Monday.');
    expect(answer.threadId).toBe(first.threadId);
  });

  it('lets the owner write first only to someone who applied', async () => {
    const { owner, seeker, job } = await chatSetup();
    const refused = await send(owner.token, { jobId: job.id, to: seeker.user.id, text: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    await app().request({ method: 'POST', url: `/api/applications/${job.id}`, token: seeker.token });
    await sendOk(owner, job.id, seeker, 'Thanks for applying!');
  });

  it("refuses a job seeker writing to someone other than the job's owner", async () => {
    const { seeker, job } = await chatSetup();
    const stranger = await createUser(app());
    const response = await send(seeker.token, { jobId: job.id, to: stranger.user.id, text: 'Hi' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses to start a chat about a job that is not live, but goes on in an existing one', async () => {
    const { owner, seeker, job } = await chatSetup();
    const draft = await createJob(app(), owner.user.id);
    const onDraft = await send(seeker.token, { jobId: draft.id, to: owner.user.id, text: 'Hi' });
    expect(onDraft.statusCode).toBe(404);
    const unknown = await send(seeker.token, {
      jobId: '00000000-0000-4000-8000-000000000000',
      to: owner.user.id,
      text: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);

    await sendOk(seeker, job.id, owner, 'Hello');
    await app().request({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    await sendOk(seeker, job.id, owner, 'Congratulations on finding someone');
  });

  it('checks the text: 1 to 4,000 characters after trimming', async () => {
    const { owner, seeker, job } = await chatSetup();
    for (const text of ['', '   ', 'x'.repeat(MESSAGE_MAX + 1)]) {
      const response = await send(seeker.token, { jobId: job.id, to: owner.user.id, text });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'text' }] });
    }
    await sendOk(seeker, job.id, owner, 'x'.repeat(MESSAGE_MAX));
    const badIds = await send(seeker.token, { jobId: 'nope', to: owner.user.id, text: 'Hi' });
    expect(badIds.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await app().request({ method: 'POST', url: '/api/messages', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('limits sending to 30 a minute per person', async () => {
    const { owner, seeker, job } = await chatSetup();
    for (let index = 0; index < 30; index += 1) {
      await sendOk(seeker, job.id, owner, `Message ${index}`);
    }
    const refused = await send(seeker.token, { jobId: job.id, to: owner.user.id, text: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another person still writes.
    await sendOk(owner, job.id, seeker, 'Please slow down');
  });
});

describe('GET /messages/threads', () => {
  it('lists chats latest first with the counterpart, the last message and unread counts', async () => {
    const { owner, seeker, job } = await chatSetup();
    const other = await liveJob(app(), owner, 'Summer intern');
    const second = await createUser(app(), { displayName: 'Ann Applicant' });
    await sendOk(seeker, job.id, owner, 'About the barista job');
    await sendOk(seeker, job.id, owner, 'Are you there?');
    await sendOk(second, other.id, owner, 'About the internship');

    const ownerView = await threadsOf(owner.token);
    expect(ownerView.unreadChats).toBe(2);
    expect(ownerView.threads).toMatchObject([
      {
        job: { _id: other.id, title: 'Summer intern' },
        counterpart: { _id: second.user.id, displayName: 'Ann Applicant' },
        isOwner: true,
        lastMessage: { text: 'About the internship' },
        unreadCount: 1,
      },
      {
        job: { _id: job.id, title: 'Junior barista' },
        counterpart: { _id: seeker.user.id, displayName: 'Sam Seeker' },
        lastMessage: { text: 'Are you there?' },
        unreadCount: 2,
      },
    ]);
    expect(JSON.stringify(ownerView)).not.toContain('@');

    const seekerView = await threadsOf(seeker.token);
    expect(seekerView).toMatchObject({
      unreadChats: 0,
      threads: [{ counterpart: { displayName: 'Olga Owner' }, isOwner: false, unreadCount: 0 }],
    });
  });

  it('filters unread chats and keeps the total of unread chats', async () => {
    const { owner, seeker, job } = await chatSetup();
    const second = await createUser(app());
    const other = await liveJob(app(), owner);
    await sendOk(seeker, job.id, owner, 'First');
    await sendOk(second, other.id, owner, 'Second');
    expect((await threadOf(owner.token, { jobId: job.id, userId: seeker.user.id })).statusCode).toBe(200);

    const unread = await threadsOf(owner.token, 'unread');
    expect(unread.unreadChats).toBe(1);
    expect(unread.threads.map((thread) => thread.counterpart._id)).toEqual([second.user.id]);
    expect((await threadsOf(owner.token, 'all')).threads).toHaveLength(2);
    const bad = await app().request({
      method: 'GET',
      url: '/api/messages/threads',
      token: owner.token,
      query: { filter: 'starred' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /messages/thread', () => {
  it('gives the messages oldest first and marks what the counterpart sent as read', async () => {
    const { owner, seeker, job } = await chatSetup();
    await sendOk(seeker, job.id, owner, 'One');
    await sendOk(owner, job.id, seeker, 'Two');
    await sendOk(seeker, job.id, owner, 'Three');

    const response = await threadOf(owner.token, { jobId: job.id, userId: seeker.user.id });
    expect(response.statusCode).toBe(200);
    const page = ZThreadResponse.parse(response.json());
    expect(page.messages.map((message) => message.text)).toEqual(['One', 'Two', 'Three']);
    expect(page.thread).toMatchObject({
      counterpart: { _id: seeker.user.id },
      unreadCount: 0,
      lastMessage: { text: 'Three' },
    });
    expect(page.hasMore).toBe(false);

    // The owner's own message stays unread until the job seeker opens the chat.
    expect(page.messages.map((message) => message.readAt !== null)).toEqual([true, false, true]);
    const seekerPage = ZThreadResponse.parse((await threadOf(seeker.token, { jobId: job.id })).json());
    expect(seekerPage.messages.every((message) => message.readAt !== null)).toBe(true);
  });

  it('loads older pages with before', async () => {
    const { owner, seeker, job } = await chatSetup();
    const sent = await sendOk(seeker, job.id, owner, 'first');
    const [thread] = await app().ctx.db.select().from(threads).where(eq(threads.id, sent.threadId));
    if (!thread) throw new Error('no thread');
    // Older history written straight to the table: the rate limit allows 30 a minute.
    const base = Date.now() - 3600_000;
    await app()
      .ctx.db.insert(messages)
      .values(
        Array.from({ length: MESSAGES_PAGE + 10 }, (_, index) => ({
          threadId: thread.id,
          senderId: index % 2 === 0 ? seeker.user.id : owner.user.id,
          body: `old ${index}`,
          createdAt: new Date(base + index * 1000),
        })),
      );
    const latest = ZThreadResponse.parse((await threadOf(seeker.token, { jobId: job.id })).json());
    expect(latest.messages).toHaveLength(MESSAGES_PAGE);
    expect(latest.hasMore).toBe(true);
    expect(latest.messages.at(-1)?.text).toBe('first');
    const oldest = latest.messages[0];
    if (!oldest) throw new Error('empty page');
    const older = ZThreadResponse.parse(
      (await threadOf(seeker.token, { jobId: job.id, before: oldest._id })).json(),
    );
    expect(older.hasMore).toBe(false);
    expect(older.messages.map((m) => m.text)).toEqual(Array.from({ length: 11 }, (_, i) => `old ${i}`));
    expect(older.thread.lastMessage?.text).toBe('first');
  });

  it('answers 404 when there is no chat yet, 403 for anyone outside it, 400 when the owner names nobody', async () => {
    const { owner, seeker, job } = await chatSetup();
    expect((await threadOf(seeker.token, { jobId: job.id })).statusCode).toBe(404);
    await sendOk(seeker, job.id, owner, 'Hello');

    const stranger = await createUser(app());
    expect((await threadOf(stranger.token, { jobId: job.id, userId: seeker.user.id })).statusCode).toBe(403);
    expect((await threadOf(stranger.token, { jobId: job.id })).statusCode).toBe(404);
    const ownerWithoutName = await threadOf(owner.token, { jobId: job.id });
    expect(ownerWithoutName.statusCode).toBe(400);
    expect(ownerWithoutName.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'userId' }] });
    expect((await threadOf(owner.token, { jobId: job.id, userId: stranger.user.id })).statusCode).toBe(404);
    // The job seeker may name the owner, as the chat screen's link does.
    expect((await threadOf(seeker.token, { jobId: job.id, userId: owner.user.id })).statusCode).toBe(200);
  });
});

describe('DELETE /messages/thread', () => {
  it('removes the whole chat for both people', async () => {
    const { owner, seeker, job } = await chatSetup();
    const message = await sendOk(seeker, job.id, owner, 'Hello');
    await sendOk(owner, job.id, seeker, 'Hi');

    const stranger = await createUser(app());
    expect((await deleteThread(stranger.token, { jobId: job.id, userId: seeker.user.id })).statusCode).toBe(
      403,
    );

    expect((await deleteThread(owner.token, { jobId: job.id, userId: seeker.user.id })).statusCode).toBe(204);
    expect((await threadsOf(seeker.token)).threads).toEqual([]);
    expect((await threadsOf(owner.token)).threads).toEqual([]);
    expect((await threadOf(seeker.token, { jobId: job.id })).statusCode).toBe(404);
    const left = await app().ctx.db.select().from(messages).where(eq(messages.threadId, message.threadId));
    expect(left).toEqual([]);
    expect((await deleteThread(seeker.token, { jobId: job.id })).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('an account removes its chats and messages on both sides', async () => {
    const { owner, seeker, job } = await chatSetup();
    const other = await createUser(app());
    await sendOk(seeker, job.id, owner, 'From the leaving seeker');
    await sendOk(other, job.id, owner, 'From someone who stays');

    expect(
      (await app().request({ method: 'DELETE', url: '/api/users/me', token: seeker.token })).statusCode,
    ).toBe(204);
    const ownerThreads = await threadsOf(owner.token);
    expect(ownerThreads.threads.map((thread) => thread.counterpart._id)).toEqual([other.user.id]);
    const seekerMessages = await app()
      .ctx.db.select()
      .from(messages)
      .where(eq(messages.senderId, seeker.user.id));
    expect(seekerMessages).toEqual([]);
    const seekerThreads = await app()
      .ctx.db.select()
      .from(threads)
      .where(eq(threads.seekerId, seeker.user.id));
    expect(seekerThreads).toEqual([]);
  });

  it("an owner's account removes the chats about their jobs", async () => {
    const { owner, seeker, job } = await chatSetup();
    await sendOk(seeker, job.id, owner, 'Hello');
    await app().request({ method: 'DELETE', url: '/api/users/me', token: owner.token });
    expect((await threadsOf(seeker.token)).threads).toEqual([]);
  });

  it('a job removes the chats about it', async () => {
    const { owner, seeker, job } = await chatSetup();
    await sendOk(seeker, job.id, owner, 'Hello');
    await app().request({ method: 'DELETE', url: `/api/jobs/${job.id}`, token: owner.token });
    expect((await threadsOf(seeker.token)).threads).toEqual([]);
  });
});
