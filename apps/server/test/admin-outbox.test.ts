import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAuditResponse, ZOutboxEntryResponse, ZOutboxResponse } from '@debut/contract/moderation';
import { auditLog, outbox, users } from '../src/db/schema.ts';
import type { MailMessage } from '../src/platform/mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createUser, nextAddress, type TestUser } from './support/factories.ts';

// DESIGN.md §14.0: a delivery that runs out of tries ends as a visible "failed" entry that an admin
// sees and retries. The mail server here refuses until the test lets it through.

const sent: MailMessage[] = [];
let refusing = true;
let t: TestApp;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp(
    // Retries 10 ms apart, so eight tries run out in about a second; the scheduler's own runs are
    // kept out of the way (a minute apart) so that the test alone decides when deliveries happen.
    { OUTBOX_RETRY_BASE_MS: '10', OUTBOX_POLL_MS: '60000', PUBLIC_URL: 'https://debut.example' },
    {
      mailer: {
        send: (message) => {
          if (refusing) return Promise.reject(new Error('421 4.3.2 Service not available, try later'));
          sent.push(message);
          return Promise.resolve();
        },
        close: () => undefined,
      },
    },
  );
  admin = await createUser(t, { displayName: 'Admin Ada' });
  await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  stranger = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

/** Registers through the API, which owes the new account its confirmation mail (a link with a token). */
async function register(displayName: string): Promise<{ userId: string; email: string }> {
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      displayName,
      email,
      password: 'a long outbox passphrase',
      acceptTerms: true,
      acceptPrivacy: true,
    },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  return { userId: (response.json() as { user: { id: string } }).user.id, email };
}

async function entryOf(userId: string) {
  const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.userId, userId));
  if (!row) throw new Error('no outbox entry for the account');
  return row;
}

/** Delivers what is due until the entry has failed for good (eight tries with doubling waits). */
async function runOutOfTries(id: string) {
  const started = Date.now();
  for (;;) {
    await t.ctx.outbox.deliverDue(t.ctx.db);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, id));
    if (row?.failedAt) return row;
    if (Date.now() - started > 20_000) throw new Error('the entry never failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// `null`: signed out.
const list = (status: 'failed' | 'pending', token: string | null = admin.token) =>
  t.request({ method: 'GET', url: `/api/admin/outbox?status=${status}`, token: token ?? undefined });
const retry = (id: string, token: string | null = admin.token) =>
  t.request({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, token: token ?? undefined });

describe('failed deliveries on the admin screen', () => {
  it('lists an entry still owed as pending, then as failed once its tries ran out, never with its contents', async () => {
    const { userId } = await register('Fay Failing');
    const entry = await entryOf(userId);
    // The mail carries the confirmation link with its token: none of it may reach the screen.
    const { message } = entry.payload as { message: MailMessage };
    const link = /https:\/\/debut\.example\S+/.exec(message.text)?.[0];
    expect(link).toBeDefined();

    await t.ctx.outbox.deliverDue(t.ctx.db);
    const pending = ZOutboxResponse.parse((await list('pending')).json());
    const owed = pending.items.find((item) => item.id === entry.id);
    expect(owed).toMatchObject({ topic: 'mail', attempts: 1, failedAt: null });
    expect(owed?.lastError).toContain('421');
    expect(ZOutboxResponse.parse((await list('failed')).json()).items.map((item) => item.id)).not.toContain(
      entry.id,
    );

    const failed = await runOutOfTries(entry.id);
    expect(failed.attempts).toBe(8);
    const response = await list('failed');
    expect(response.statusCode).toBe(200);
    const body = ZOutboxResponse.parse(response.json());
    const item = body.items.find((candidate) => candidate.id === entry.id);
    expect(item).toMatchObject({
      topic: 'mail',
      attempts: 8,
      recipient: { id: userId, displayName: 'Fay Failing' },
    });
    expect(item?.failedAt).not.toBeNull();
    expect(item?.lastError).toContain('Service not available');
    // The key is made from the token's hash: only its beginning is shown.
    expect(entry.key.startsWith('verify-email:')).toBe(true);
    expect(item?.key).not.toBe(entry.key);
    expect(item?.key.startsWith('verify-email:')).toBe(true);
    const raw = response.body;
    expect(raw).not.toContain('payload');
    expect(raw).not.toContain(message.subject);
    expect(raw).not.toContain(link);
    expect(raw).not.toContain(entry.key);
    expect(ZOutboxResponse.parse((await list('pending')).json()).items.map((i) => i.id)).not.toContain(
      entry.id,
    );
  });

  it('retries a failed entry: queued with fresh tries, audited, and delivered once the mail server answers', async () => {
    const { userId, email } = await register('Rita Retry');
    const entry = await entryOf(userId);
    await runOutOfTries(entry.id);

    refusing = false;
    const response = await retry(entry.id);
    expect(response.statusCode).toBe(200);
    const { item } = ZOutboxEntryResponse.parse(response.json());
    expect(item).toMatchObject({ id: entry.id, attempts: 0, failedAt: null });
    expect(response.body).not.toContain(entry.key);

    const [audited] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, entry.id));
    expect(audited).toMatchObject({
      actorId: admin.user.id,
      action: 'outbox.retry',
      targetType: 'outbox_entry',
      targetLabel: 'mail (verify-email)',
    });
    const log = ZAuditResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/audit', token: admin.token })).json(),
    );
    expect(log.items[0]).toMatchObject({
      action: 'outbox.retry',
      targetId: entry.id,
      actor: { _id: admin.user.id },
    });

    // Back in the queue: it is pending now, and the next delivery run sends it.
    expect(ZOutboxResponse.parse((await list('pending')).json()).items.map((i) => i.id)).toContain(entry.id);
    await t.ctx.outbox.deliverDue(t.ctx.db);
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
    const [delivered] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, entry.id));
    expect(delivered?.deliveredAt).not.toBeNull();
    expect(delivered?.failedAt).toBeNull();

    // Delivered, it is neither failed nor pending, and retrying it again is refused.
    expect(ZOutboxResponse.parse((await list('failed')).json()).items.map((i) => i.id)).not.toContain(
      entry.id,
    );
    expect(ZOutboxResponse.parse((await list('pending')).json()).items.map((i) => i.id)).not.toContain(
      entry.id,
    );
    const again = await retry(entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to retry an entry that is still owed (409) or does not exist (404)', async () => {
    refusing = true;
    const { userId } = await register('Pia Pending');
    const entry = await entryOf(userId);
    const response = await retry(entry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    const missing = await retry('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
    // Refused retries write nothing to the audit log.
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, entry.id));
    expect(rows).toHaveLength(0);
  });

  it('is for admins only: 401 signed out, 403 for anyone else, and nothing is retried', async () => {
    const { userId } = await register('Nora Noadmin');
    const entry = await entryOf(userId);
    await runOutOfTries(entry.id);
    expect((await list('failed', null)).statusCode).toBe(401);
    expect((await list('failed', stranger.token)).statusCode).toBe(403);
    expect((await retry(entry.id, null)).statusCode).toBe(401);
    expect((await retry(entry.id, stranger.token)).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, entry.id));
    expect(row?.failedAt).not.toBeNull();
    expect(row?.attempts).toBe(8);
  });

  it('refuses a status it does not know', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/outbox?status=delivered', token: admin.token }))
        .statusCode,
    ).toBe(400);
    // Without a status, the failed ones.
    const response = await t.request({ method: 'GET', url: '/api/admin/outbox', token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(ZOutboxResponse.parse(response.json()).items.every((item) => item.failedAt !== null)).toBe(true);
  });
});
