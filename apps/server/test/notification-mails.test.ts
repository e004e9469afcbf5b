import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { messages, outbox, users } from '../src/db/schema.ts';
import { oweAnswerDue } from '../src/modules/notifications/owed.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from './support/smtp.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// DESIGN.md §14.0: the mails of an application's and a chat's life, through the outbox, to a real SMTP
// server on loopback, with the headers a mail client reads.

let smtp: LoopbackSmtp;
let received: ParsedMail[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  received = smtp.received;
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://debut.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Delivers what is due and gives the mails that reached `person` since `from`. */
async function mailsTo(person: TestUser, from = 0): Promise<ParsedMail[]> {
  await t.deliverOwed();
  return received.slice(from).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === person.email);
}

/** As if the quarter of an hour an entry waits for had passed. */
async function timePasses(keyPrefix: string) {
  await t.ctx.db
    .update(outbox)
    .set({ availableAt: sql`now()` })
    .where(like(outbox.key, `${keyPrefix}%`));
}

const header = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, '');

const apply = (seeker: TestUser, jobId: string) =>
  t.request({ method: 'POST', url: `/api/applications/${jobId}`, token: seeker.token });

describe('application and chat mails', () => {
  it('tell the owner of applications at once, then at most once a quarter of an hour, counting what waits', async () => {
    const owner = await createUser(t);
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Night baker' })).id);
    const first = await createUser(t);
    expect((await apply(first, job.id)).statusCode).toBe(201);
    const [mail, ...others] = await mailsTo(owner);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('New applications to “Night baker”: 1');
    expect(mail?.text).toContain('https://debut.example/my-jobs');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: ?<https:\/\/debut\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.text).toMatch(/https:\/\/debut\.example\/unsubscribe\?token=\S+/);
    expect(mail?.headers.get('content-language')).toBe('en');
    expect(mail?.messageId).toMatch(/^<[\w-]{32}@debut\.example>$/);

    const before = received.length;
    const second = await createUser(t);
    const third = await createUser(t);
    expect((await apply(second, job.id)).statusCode).toBe(201);
    expect((await apply(third, job.id)).statusCode).toBe(201);
    // Within the quarter of an hour: one mail waits for both.
    expect(await mailsTo(owner, before)).toEqual([]);
    await timePasses(`application-received:${job.id}:`);
    const batched = await mailsTo(owner, before);
    expect(batched.map((item) => item.subject)).toEqual(['New applications to “Night baker”: 3']);

    // Switched off, no more of them.
    const off = await t.request({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      token: owner.token,
      payload: { applicationReceived: false },
    });
    expect(off.statusCode).toBe(200);
    const after = received.length;
    expect((await apply(await createUser(t), job.id)).statusCode).toBe(201);
    await timePasses(`application-received:${job.id}:`);
    expect(await mailsTo(owner, after)).toEqual([]);
  });

  it("tell the seeker of an invitation in the seeker's language, once, and the link's one click switches them off", async () => {
    const owner = await createUser(t);
    const job = await publishJob(
      t,
      (await createJob(t, owner.user.id, { title: 'Barista', companyName: 'Kaffeehaus' })).id,
    );
    const seeker = await createUser(t);
    await t.ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, seeker.user.id));
    const applied = await apply(seeker, job.id);
    const applicationId = (applied.json() as { application: { _id: string } }).application._id;
    const invite = () =>
      t.request({
        method: 'PATCH',
        url: `/api/jobs/${job.id}/applications/${applicationId}`,
        token: owner.token,
        payload: { status: 'invited' },
      });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const invited = await invite();
      expect(invited.statusCode, invited.body).toBe(200);
    }
    const mails = await mailsTo(seeker);
    expect(mails.map((mail) => mail.subject)).toEqual(['Kaffeehaus lädt Sie ein: „Barista“']);
    expect(mails[0]?.headers.get('content-language')).toBe('de');

    const link = /<([^>]+)>/.exec(header(mails[0], 'list-unsubscribe') ?? '')?.[1] ?? '';
    const clicked = await t.request({
      method: 'POST',
      url: link.replace('https://debut.example', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, `${link} ${clicked.body}`).toBe(200);
    expect(clicked.json()).toEqual({ unsubscribed: 'applicationStatus' });
    const rejected = await t.request({
      method: 'PATCH',
      url: `/api/jobs/${job.id}/applications/${applicationId}`,
      token: owner.token,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await mailsTo(seeker, received.length)).toEqual([]);
  });

  it('tell a reader of a message still unread after a quarter of an hour, once an hour, and not of one read', async () => {
    const owner = await createUser(t);
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Courier' })).id);
    const seeker = await createUser(t);
    const send = (text: string) =>
      t.request({
        method: 'POST',
        url: '/api/messages',
        token: seeker.token,
        payload: { jobId: job.id, to: owner.user.id, text },
      });
    expect((await send('Hello, is the job still open?')).statusCode).toBe(201);
    expect((await send('I can start on Monday.')).statusCode).toBe(201);
    // Not a quarter of an hour yet.
    expect(await mailsTo(owner)).toEqual([]);
    const pending = await t.ctx.db.select().from(outbox).where(like(outbox.key, 'message-unread:%'));
    expect(pending.filter((entry) => entry.userId === owner.user.id)).toHaveLength(1);

    await t.ctx.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.senderId, seeker.user.id));
    await timePasses('message-unread:');
    const [mail, ...others] = await mailsTo(owner);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Unread message about “Courier”');
    expect(mail?.text).toContain(`https://debut.example/chat/${job.id}?with=${seeker.user.id}`);

    // Read in time: no mail.
    const before = received.length;
    const reply = await t.request({
      method: 'POST',
      url: '/api/messages',
      token: owner.token,
      payload: { jobId: job.id, to: seeker.user.id, text: 'Yes, come on Monday.' },
    });
    expect(reply.statusCode).toBe(201);
    await t.ctx.db
      .update(messages)
      .set({ readAt: sql`now()`, createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.senderId, owner.user.id));
    await timePasses('message-unread:');
    expect(await mailsTo(seeker, before)).toEqual([]);
  });

  // The pipeline's daily run writes these (DESIGN.md §14.2); the mail counts what is still unanswered.
  it('remind the team of applications falling due, counting only those still unanswered, once a day', async () => {
    const owner = await createUser(t);
    const job = await publishJob(t, (await createJob(t, owner.user.id, { title: 'Ticket seller' })).id);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await apply(await createUser(t), job.id);
      ids.push((answer.json() as { application: { _id: string } }).application._id);
    }
    const answered = await t.request({
      method: 'PATCH',
      url: `/api/jobs/${job.id}/applications/${ids[0] ?? ''}`,
      token: owner.token,
      payload: { status: 'rejected' },
    });
    expect(answered.statusCode).toBe(200);
    const before = received.length;
    await t.ctx.db.transaction(async (tx) => {
      await oweAnswerDue(tx, job, '2026-12-02', ids);
      await oweAnswerDue(tx, job, '2026-12-02', ids);
    });
    const mails = (await mailsTo(owner, before)).filter((mail) =>
      mail.subject?.includes('wait for your answer'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Applications to “Ticket seller” wait for your answer',
    ]);
    expect(mails[0]?.text).toContain('by December 2, 2026: 2.');
    expect(header(mails[0], 'list-unsubscribe')).toContain('/api/notifications/unsubscribe?token=answerDue.');
  });
});
