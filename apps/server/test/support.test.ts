import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { ZSupportQueueResponse, ZSupportRequestResponse } from '@debut/contract/support';
import { auditLog, supportRequests, users } from '../src/db/schema.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';
import { confirmEmail, createUser, nextAddress, type TestUser } from './support/factories.ts';

const app = useTestApp();

async function createAdmin(t: TestApp): Promise<TestUser> {
  const admin = await createUser(t, { displayName: 'Support Sam' });
  await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

const send = (payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
  app().request({
    method: 'POST',
    url: '/api/support',
    payload,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...(options.token ? { token: options.token } : {}),
  });

const form = (email: string, subject = 'A question about payments') => ({
  email,
  subject,
  message: 'I paid for a job but it is not published. What should I do?',
});

async function mailsTo(email: string) {
  const parsed = await Promise.all((await app().mails()).map((raw) => simpleParser(raw)));
  return parsed
    .filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email)
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}

async function mailOnceThere(email: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [mail] = await mailsTo(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${email}`);
}

describe('POST /support', () => {
  it('stores a request from anyone, linked to the account when signed in, and answers 201', async () => {
    const anonymous = await send({ ...form('Visitor@Example.com'), language: 'de' });
    expect(anonymous.statusCode).toBe(201);
    const { request } = anonymous.json();
    expect(request).toEqual({ _id: expect.any(String), id: request._id, createdAt: expect.any(String) });
    const [row] = await app()
      .ctx.db.select()
      .from(supportRequests)
      .where(eq(supportRequests.id, request._id));
    expect(row).toMatchObject({
      userId: null,
      email: 'visitor@example.com',
      language: 'de',
      answeredAt: null,
    });

    const member = await createUser(app());
    const signedIn = await send(form(member.email), { token: member.token });
    expect(signedIn.statusCode).toBe(201);
    const [linked] = await app()
      .ctx.db.select()
      .from(supportRequests)
      .where(eq(supportRequests.id, signedIn.json().request._id));
    expect(linked?.userId).toBe(member.user.id);
  });

  it('refuses a bad form with 400 and the fields named', async () => {
    const response = await send({ email: 'not-an-email', subject: 'Hi', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    const fields = (response.json().details as { path: string }[]).map((detail) => detail.path);
    expect(fields).toEqual(expect.arrayContaining(['email', 'subject', 'message']));
  });

  it('allows 5 requests an hour per client and 5 per e-mail address', async () => {
    const client = nextAddress();
    const byClient: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      byClient.push((await send(form(`client-${i}@example.com`), { remoteAddress: client })).statusCode);
    }
    expect(byClient).toEqual([201, 201, 201, 201, 201, 429]);

    const byEmail: number[] = [];
    for (let i = 0; i < 6; i += 1) byEmail.push((await send(form('same@example.com'))).statusCode);
    expect(byEmail).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(form('other@example.com'))).statusCode).toBe(201);
  });
});

describe('the admins’ support queue', () => {
  it('lists open requests oldest first; an answer is mailed in the sender’s language, marked and audited', async () => {
    const admin = await createAdmin(app());
    const first = (await send({ ...form('anna@example.com', 'First'), language: 'de' })).json().request._id;
    const second = (await send(form('boris@example.com', 'Second'))).json().request._id;

    const open = await app().request({ method: 'GET', url: '/api/admin/support', token: admin.token });
    expect(open.statusCode).toBe(200);
    const ids = ZSupportQueueResponse.parse(open.json()).items.map((item) => item._id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    const answered = await app().request({
      method: 'POST',
      url: `/api/admin/support/${first}/answer`,
      token: admin.token,
      payload: { answer: 'Bitte bestätigen Sie die Veröffentlichung erneut.' },
    });
    expect(answered.statusCode).toBe(200);
    const { request } = ZSupportRequestResponse.parse(answered.json());
    expect(request).toMatchObject({
      answer: 'Bitte bestätigen Sie die Veröffentlichung erneut.',
      answeredBy: { _id: admin.user.id, displayName: 'Support Sam' },
      language: 'de',
    });
    expect(request.answeredAt).not.toBeNull();

    const mail = await mailOnceThere('anna@example.com');
    expect(mail.subject).toBe('Antwort auf Ihre Anfrage: First');
    expect(mail.text).toContain('Bitte bestätigen Sie die Veröffentlichung erneut.');
    expect(mail.text).toContain('> I paid for a job but it is not published.');
    expect(mail.text).toContain('Ihr Debut-Team');

    const [entry] = await app().ctx.db.select().from(auditLog).where(eq(auditLog.targetId, first));
    expect(entry).toMatchObject({
      action: 'support.answer',
      actorId: admin.user.id,
      targetType: 'support_request',
    });

    // Answered requests leave the open queue and are listed apart; a second answer is refused.
    const stillOpen = ZSupportQueueResponse.parse(
      (await app().request({ method: 'GET', url: '/api/admin/support', token: admin.token })).json(),
    ).items.map((item) => item._id);
    expect(stillOpen).not.toContain(first);
    const done = ZSupportQueueResponse.parse(
      (
        await app().request({ method: 'GET', url: '/api/admin/support?status=answered', token: admin.token })
      ).json(),
    ).items.map((item) => item._id);
    expect(done).toContain(first);
    const again = await app().request({
      method: 'POST',
      url: `/api/admin/support/${first}/answer`,
      token: admin.token,
      payload: { answer: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(await mailsTo('anna@example.com')).toHaveLength(1);
  });

  it('answers a signed-in sender in their account’s language when the form named none', async () => {
    const admin = await createAdmin(app());
    const member = await createUser(app(), { displayName: 'Olga' });
    await app().ctx.db.update(users).set({ language: 'ru' }).where(eq(users.id, member.user.id));
    const id = (await send(form(member.email, 'Оплата'), { token: member.token })).json().request._id;
    await app().request({
      method: 'POST',
      url: `/api/admin/support/${id}/answer`,
      token: admin.token,
      payload: { answer: 'Готово.' },
    });
    const mail = await mailOnceThere(member.email);
    expect(mail.subject).toBe('Ответ на ваше обращение: Оплата');
    expect(mail.text).toContain('Здравствуйте, Olga!');
  });

  it('is for admins only', async () => {
    const member = await createUser(app());
    const id = (await send(form(member.email))).json().request._id;
    for (const token of [undefined, member.token]) {
      const list = await app().request({
        method: 'GET',
        url: '/api/admin/support',
        ...(token ? { token } : {}),
      });
      expect(list.statusCode).toBe(token ? 403 : 401);
      const answer = await app().request({
        method: 'POST',
        url: `/api/admin/support/${id}/answer`,
        payload: { answer: 'No' },
        ...(token ? { token } : {}),
      });
      expect(answer.statusCode).toBe(token ? 403 : 401);
    }
  });
});

describe('keeping support requests', () => {
  it('purges requests without an account three years after receipt, and keeps the rest', async () => {
    const member = await createUser(app());
    const old = (await send(form('old@example.com'))).json().request._id;
    const recent = (await send(form('recent@example.com'))).json().request._id;
    const oldOfAccount = (await send(form(member.email), { token: member.token })).json().request._id;
    const longAgo = new Date(Date.now() - (3 * 365 + 2) * 24 * 3600 * 1000);
    for (const id of [old, oldOfAccount]) {
      await app()
        .ctx.db.update(supportRequests)
        .set({ createdAt: longAgo })
        .where(eq(supportRequests.id, id));
    }

    expect(await app().services.support.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = (await app().ctx.db.select({ id: supportRequests.id }).from(supportRequests)).map(
      (row) => row.id,
    );
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
    expect(left).toContain(oldOfAccount);
  });
});

describe('account deletion and support requests', () => {
  it('removes the requests sent from the account and those sent signed out with its e-mail', async () => {
    const member = await createUser(app());
    await confirmEmail(app(), { id: member.user.id, email: member.email });
    const other = await createUser(app());
    const fromAccount = (await send(form(member.email), { token: member.token })).json().request._id;
    const signedOut = (await send(form(member.email.toUpperCase()))).json().request._id;
    const others = (await send(form(other.email))).json().request._id;

    const response = await app().request({ method: 'DELETE', url: '/api/users/me', token: member.token });
    expect(response.statusCode).toBe(204);
    const left = (await app().ctx.db.select({ id: supportRequests.id }).from(supportRequests)).map(
      (row) => row.id,
    );
    expect(left).not.toContain(fromAccount);
    expect(left).not.toContain(signedOut);
    expect(left).toContain(others);
  });
});
