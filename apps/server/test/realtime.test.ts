import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { companies, companyMembers, passwordResets, sessions, users } from '../src/db/schema.ts';
import { newToken } from '../src/modules/auth/tokens.ts';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_CHANNEL, REALTIME_PATH } from '@debut/contract/constants';
import {
  ZMessageEvent,
  ZPublicationEvent,
  type TMessageEvent,
  type TNotificationEvent,
  type TPublicationEvent,
} from '@debut/contract/realtime';
import { startTestApp, waitFor, type TestApp } from './support/test-app.ts';
import { createJob, createUser, nextAddress, publishJob, type TestUser } from './support/factories.ts';
import { payForJob } from './support/payments.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function open(auth: Record<string, unknown>, origin?: string): Socket {
  const socket = connect(base, {
    path: REALTIME_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

it('refuses a handshake without a valid token', async () => {
  expect(await outcome(open({}))).toBe('refused: UNAUTHENTICATED');
  expect(await outcome(open({ token: 'forged' }))).toBe('refused: UNAUTHENTICATED');
});

it('refuses a handshake from a foreign origin', async () => {
  const { token } = await createUser(t);
  expect(await outcome(open({ token }, 'https://evil.example'))).toMatch(/^refused/);
});

it("accepts the page's own origin, whichever address it was opened by", async () => {
  const { token } = await createUser(t);
  expect(await outcome(open({ token }, base))).toBe('connected');
});

it('joins the vacancies channel and the user room', async () => {
  const { token, user } = await createUser(t);
  const socket = open({ token }, t.config.publicUrl);
  expect(await outcome(socket)).toBe('connected');
  const received = new Promise<unknown[]>((resolve) => {
    const got: unknown[] = [];
    socket.on('publication', (payload) => {
      got.push(payload);
      if (got.length === 2) resolve(got);
    });
  });
  const removed = (id: string) => ({ type: 'job.removed' as const, job: { _id: id, id } });
  t.realtime.emit(REALTIME_CHANNEL, 'publication', { channel: REALTIME_CHANNEL, data: removed('1') });
  t.realtime.emit(`user:${user.id}`, 'publication', { channel: REALTIME_CHANNEL, data: removed('2') });
  expect(await received).toEqual([
    { channel: 'vacancies', data: removed('1') },
    { channel: 'vacancies', data: removed('2') },
  ]);
});

/** Every payload of one event a socket receives, in order. */
function record<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

async function connected(token: string): Promise<Socket> {
  const socket = open({ token }, t.config.publicUrl);
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

describe('events', () => {
  it('publishes a job going live, being edited, closed and deleted on the vacancies channel', async () => {
    const owner = await createUser(t);
    const watcher = await createUser(t);
    const publications = record<TPublicationEvent>(await connected(watcher.token), 'publication');
    const job = await createJob(t, owner.user.id, { title: 'Night-shift baker' });
    await payForJob(t, job.id);

    expect(
      (await api('PUT', `/api/jobs/${job.id}`, owner.token, { status: 'active', published: true }))
        .statusCode,
    ).toBe(200);
    const published = await waitFor(() => publications[0]);
    expect(published).toMatchObject({
      channel: 'vacancies',
      data: { type: 'job.published', job: { _id: job.id, title: 'Night-shift baker', status: 'active' } },
    });
    expect(ZPublicationEvent.safeParse(published).success).toBe(true);

    await api('PUT', `/api/jobs/${job.id}`, owner.token, { title: 'Night-shift baker (bread)' });
    await waitFor(() => publications[1]);
    await api('PUT', `/api/jobs/${job.id}`, owner.token, { status: 'closed', closedReason: 'filled' });
    await waitFor(() => publications[2]);
    const draft = await createJob(t, owner.user.id);
    await api('PUT', `/api/jobs/${draft.id}`, owner.token, { title: 'A draft nobody sees yet' });
    const live = await publishJob(t, (await createJob(t, owner.user.id)).id);
    await api('DELETE', `/api/jobs/${live.id}`, owner.token);
    await waitFor(() => publications[3]);
    // The draft's edit said nothing: only live jobs are anyone's news.
    expect(publications.map((event) => [event.data.type, event.data.job._id])).toEqual([
      ['job.published', job.id],
      ['job.updated', job.id],
      ['job.removed', job.id],
      ['job.removed', live.id],
    ]);
    expect(publications[1]?.data.job).toMatchObject({ title: 'Night-shift baker (bread)' });
  });

  it('tells an owner about applications and an applicant about their status', async () => {
    const owner = await createUser(t, { displayName: 'Olga Owner' });
    const seeker = await createUser(t, { displayName: 'Sam Seeker' });
    const ownerEvents = record<TNotificationEvent>(await connected(owner.token), 'notification');
    const seekerEvents = record<TNotificationEvent>(await connected(seeker.token), 'notification');
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Dog walker' })).id);

    await api('POST', `/api/applications/${job.id}`, seeker.token);
    await waitFor(() => ownerEvents[0]);
    const list = await api('GET', `/api/jobs/${job.id}/applications`, owner.token);
    const applicationId = (list.json() as { items: { _id: string }[] }).items[0]?._id;
    await waitFor(() => seekerEvents[0]);
    await api('PATCH', `/api/jobs/${job.id}/applications/${applicationId}`, owner.token, {
      status: 'invited',
    });
    await waitFor(() => seekerEvents[1]);
    await api('DELETE', `/api/applications/${job.id}`, seeker.token);
    await waitFor(() => ownerEvents[1]);

    const jobRef = { _id: job.id, title: 'Dog walker' };
    const applicant = { _id: seeker.user.id, displayName: 'Sam Seeker' };
    expect(ownerEvents).toEqual([
      { type: 'application.sent', job: jobRef, applicant },
      { type: 'application.cancelled', job: jobRef, applicant },
    ]);
    expect(seekerEvents).toEqual([
      { type: 'application.status', job: jobRef, status: 'viewed' },
      { type: 'application.status', job: jobRef, status: 'invited' },
    ]);
  });

  it('tells every member of the company about its job’s applications and chats, a former member nothing', async () => {
    const owner = await createUser(t, { displayName: 'Olga Owner' });
    const recruiter = await createUser(t, { displayName: 'Rick Recruiter' });
    const seeker = await createUser(t, { displayName: 'Sam Seeker' });
    const [company] = await t.ctx.db
      .insert(companies)
      .values({ slug: `team-${owner.user.id}`, name: 'Team Bakery' })
      .returning();
    if (!company) throw new Error('no company');
    await t.ctx.db.insert(companyMembers).values([
      { companyId: company.id, userId: owner.user.id, role: 'owner' },
      { companyId: company.id, userId: recruiter.user.id, role: 'recruiter' },
    ]);
    const ownerEvents = record<TNotificationEvent>(await connected(owner.token), 'notification');
    const recruiterSocket = await connected(recruiter.token);
    const recruiterEvents = record<TNotificationEvent>(recruiterSocket, 'notification');
    const recruiterMessages = record<TMessageEvent>(recruiterSocket, 'message');
    const job = await publishJob(
      t,
      (await createJob(t, owner.user.id, { title: 'Team baker', companyId: company.id })).id,
    );

    await api('POST', `/api/applications/${job.id}`, seeker.token);
    await waitFor(() => recruiterEvents[0]);
    await waitFor(() => ownerEvents[0]);
    const sent = await api('POST', '/api/messages', seeker.token, {
      jobId: job.id,
      to: owner.user.id,
      text: 'Hello team',
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await waitFor(() => recruiterMessages[0]);
    expect(recruiterMessages[0]?.message).toMatchObject({ text: 'Hello team' });

    // The recruiter leaves the company: the next news goes to the owner alone.
    await t.ctx.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, recruiter.user.id)));
    await api('DELETE', `/api/applications/${job.id}`, seeker.token);
    await waitFor(() => ownerEvents.find((event) => event.type === 'application.cancelled'));
    const applicant = { _id: seeker.user.id, displayName: 'Sam Seeker' };
    expect(recruiterEvents).toEqual([
      { type: 'application.sent', job: { _id: job.id, title: 'Team baker' }, applicant },
    ]);
  });

  it('tells an owner their job was blocked and why, and closes the sockets of a blocked account', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t);
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const socket = await connected(owner.token);
    const ownerEvents = record<TNotificationEvent>(socket, 'notification');
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Envelope stuffer' })).id);

    await api('PUT', `/api/admin/jobs/${job.id}/block`, admin.token, { blocked: true, reason: 'Fake offer' });
    await waitFor(() => ownerEvents[0]);
    expect(ownerEvents[0]).toEqual({
      type: 'job.blocked',
      job: { _id: job.id, title: 'Envelope stuffer' },
      reason: 'Fake offer',
    });

    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    await api('PUT', `/api/admin/users/${owner.user.id}/block`, admin.token, {
      blocked: true,
      reason: 'Scam',
    });
    expect(await closed).toBe('io server disconnect');
    expect(await outcome(open({ token: owner.token }, t.config.publicUrl))).toBe('refused: UNAUTHENTICATED');
  });

  it('pushes a message to both people, then tells the sender it was read and the other that the chat went', async () => {
    const owner = await createUser(t);
    const seeker = await createUser(t, { displayName: 'Sam Seeker' });
    const stranger = await createUser(t);
    const ownerSocket = await connected(owner.token);
    const seekerSocket = await connected(seeker.token);
    const ownerMessages = record<TMessageEvent>(ownerSocket, 'message');
    const seekerMessages = record<TMessageEvent>(seekerSocket, 'message');
    const strangerMessages = record<TMessageEvent>(await connected(stranger.token), 'message');
    const seekerNotes = record<TNotificationEvent>(seekerSocket, 'notification');
    const ownerNotes = record<TNotificationEvent>(ownerSocket, 'notification');
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Tutor' })).id);

    await api('POST', '/api/messages', seeker.token, { jobId: job.id, to: owner.user.id, text: 'Hello!' });
    const pushed = await waitFor(() => ownerMessages[0]);
    expect(pushed).toMatchObject({
      message: { from: seeker.user.id, text: 'Hello!' },
      job: { _id: job.id, title: 'Tutor' },
      sender: { _id: seeker.user.id, displayName: 'Sam Seeker' },
    });
    expect(ZMessageEvent.safeParse(pushed).success).toBe(true);
    await waitFor(() => seekerMessages[0]);

    await api('GET', `/api/messages/thread?jobId=${job.id}&userId=${seeker.user.id}`, owner.token);
    expect(await waitFor(() => seekerNotes[0])).toMatchObject({
      type: 'chat.read',
      threadId: pushed.message.threadId,
    });
    await api('DELETE', `/api/messages/thread?jobId=${job.id}`, seeker.token);
    expect(await waitFor(() => ownerNotes[0])).toMatchObject({
      type: 'chat.deleted',
      threadId: pushed.message.threadId,
    });
    expect(strangerMessages).toEqual([]);
  });
});

// Issue 16, High 1: a socket lives no longer than its session (ASVS 5.0 7.4.1 / 7.4.2).
describe('revoked sessions', () => {
  const closedBy = (socket: Socket) =>
    new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

  /** A second session of the same account, signed in over the API. */
  async function signIn(person: TestUser): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: person.email, password: person.password },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  }

  /** A live job of `owner` and a chat message to them from a new seeker, with a socket of the seeker's. */
  async function chatWith(owner: TestUser) {
    const seeker = await createUser(t);
    const job = await publishJob(t, (await createJob(t, owner.user.id)).id);
    const send = async (text: string) =>
      expect(
        (await api('POST', '/api/messages', seeker.token, { jobId: job.id, to: owner.user.id, text }))
          .statusCode,
      ).toBe(201);
    const seekerMessages = record<TMessageEvent>(await connected(seeker.token), 'message');
    return { send, seekerMessages };
  }

  it('logout closes that session’s sockets at once and its messages stop; the other session keeps its own', async () => {
    const owner = await createUser(t);
    const otherToken = await signIn(owner);
    const revoked = await connected(owner.token);
    const kept = await connected(otherToken);
    const revokedMessages = record<TMessageEvent>(revoked, 'message');
    const keptMessages = record<TMessageEvent>(kept, 'message');
    const closed = closedBy(revoked);

    expect((await api('POST', '/api/auth/logout', owner.token)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const { send, seekerMessages } = await chatWith(owner);
    await send('After the logout');
    await waitFor(() => seekerMessages[0]);
    await waitFor(() => keptMessages[0]);
    expect(revokedMessages).toEqual([]);
    expect(kept.connected).toBe(true);
    expect(await outcome(open({ token: owner.token }, t.config.publicUrl))).toBe('refused: UNAUTHENTICATED');
  });

  it('a password change closes the sockets of the other sessions, not the one that changed it', async () => {
    const owner = await createUser(t);
    const otherToken = await signIn(owner);
    const other = await connected(otherToken);
    const own = await connected(owner.token);
    const closed = closedBy(other);
    const changed = await api('POST', '/api/auth/change-password', owner.token, {
      currentPassword: owner.password,
      newPassword: 'a brand new passphrase 42',
    });
    expect(changed.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const ownMessages = record<TMessageEvent>(own, 'message');
    const { send } = await chatWith(owner);
    await send('Still here?');
    await waitFor(() => ownMessages[0]);
    expect(own.connected).toBe(true);
  });

  it('a password reset closes every socket of the account', async () => {
    const owner = await createUser(t);
    const socket = await connected(owner.token);
    const closed = closedBy(socket);
    const { token, tokenHash } = newToken();
    await t.ctx.db
      .insert(passwordResets)
      .values({ tokenHash, userId: owner.user.id, expiresAt: new Date(Date.now() + 600_000) });
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: nextAddress(),
      payload: { token, password: 'a brand new passphrase 42' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('deleting the account closes its sockets', async () => {
    const owner = await createUser(t);
    const socket = await connected(owner.token);
    const closed = closedBy(socket);
    expect((await api('DELETE', '/api/users/me', owner.token)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('re-checks the session before a private event: a session gone unannounced gets nothing and is closed', async () => {
    const owner = await createUser(t);
    const socket = await connected(owner.token);
    const messages = record<TMessageEvent>(socket, 'message');
    const notes = record<TNotificationEvent>(socket, 'notification');
    const closed = closedBy(socket);
    // Straight in the database: no revocation announcement, as for a session that expired.
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, owner.user.id));
    const { send, seekerMessages } = await chatWith(owner);
    await send('Anyone?');
    await waitFor(() => seekerMessages[0]);
    expect(await closed).toBe('io server disconnect');
    expect(messages).toEqual([]);
    expect(notes).toEqual([]);
  });
});
