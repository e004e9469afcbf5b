import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, payments, users } from '../src/db/schema.ts';
import { acceptedMinimum } from '../src/modules/payments/service.ts';
import { yooMoneyHash } from '../src/modules/payments/providers/yoomoney.ts';
import { startTestApp, useTestApp } from './support/test-app.ts';
import { createJob, createUser } from './support/factories.ts';
import { notify, payForJob, requestPublication, sandboxForm } from './support/payments.ts';

const app = useTestApp();
const publish = (token: string, id: string) => requestPublication(app(), token, id);

describe('the sandbox donation page', () => {
  it('is plainly marked as a test page and works without JavaScript', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const page = await app().request({ method: 'GET', url: `/sandbox/donate?label=${job.id}&sum=200` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TEST PAYMENT PAGE');
    expect(page.body).toContain('action="/api/payments/notifications/sandbox"');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`/payment-result?status=fail&#38;jobId=${job.id}`);
  });

  it("names the job by its number and title, in the payer's language", async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, { title: 'Kellner <Abendschicht>' });
    const english = await app().request({ method: 'GET', url: `/sandbox/donate?label=${job.id}&sum=200` });
    expect(english.body).toContain(`No. ${job.number}: Kellner &#60;Abendschicht&#62;`);
    expect(english.body).not.toContain(`<dd>${job.id}</dd>`);
    expect(english.body).toContain('<html lang="en" dir="ltr">');

    const german = await app().request({
      method: 'GET',
      url: `/sandbox/donate?label=${job.id}&sum=200`,
      headers: { 'accept-language': 'fr;q=0.5, de-DE, en;q=0.8' },
    });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('TESTZAHLUNGSSEITE');
    expect(german.body).toContain(`Nr. ${job.number}: Kellner`);
    expect(german.body).toContain('200,00 RUB bezahlen (Test)');
    expect(german.body).not.toContain('Pay 200');

    // ?lng= wins over the cookie, the cookie over Accept-Language; Arabic reads right to left.
    const arabic = await app().request({
      method: 'GET',
      url: `/sandbox/donate?label=${job.id}&sum=200&lng=ar`,
      headers: { cookie: 'i18next=ru', 'accept-language': 'de' },
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const russian = await app().request({
      method: 'GET',
      url: `/sandbox/donate?label=${job.id}&sum=200`,
      headers: { cookie: 'theme=dark; i18next=ru', 'accept-language': 'de' },
    });
    expect(russian.body).toContain('ТЕСТОВАЯ СТРАНИЦА ОПЛАТЫ');
    expect(russian.body).toContain(`№ ${job.number}: Kellner`);
  });

  it('says plainly that there is no such job, with no form to pay', async () => {
    for (const label of ['00000000-0000-4000-8000-000000000000', 'not-a-job']) {
      const page = await app().request({
        method: 'GET',
        url: `/sandbox/donate?label=${label}&sum=200`,
        headers: { 'accept-language': 'de' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('Stellenangebot nicht gefunden');
      expect(page.body).toContain('TESTZAHLUNGSSEITE');
      expect(page.body).not.toContain('<form');
    }
  });

  it('answers 400 without a label', async () => {
    expect((await app().request({ method: 'GET', url: '/sandbox/donate' })).statusCode).toBe(400);
  });
});

describe('payment notifications', () => {
  it('stores a signed sandbox payment for the job and its owner, and redirects to the result screen', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await notify(app(), await sandboxForm(app(), job.id));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/payment-result?status=success&jobId=${job.id}`);
    const mine = await app().request({ method: 'GET', url: '/api/payments/my', token: owner.token });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        amount: 200,
        currency: 'RUB',
        jobId: job.id,
        usedForPublicationAt: null,
      }),
    ]);
  });

  it('stores a notification that arrives twice once, answering both', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const fields = await sandboxForm(app(), job.id);
    expect((await notify(app(), fields)).statusCode).toBe(303);
    expect((await notify(app(), fields)).statusCode).toBe(303);
    const rows = await app().ctx.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows).toHaveLength(1);
  });

  it('records one payment when the page is opened twice and both are paid, then says it is paid', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const first = await sandboxForm(app(), job.id);
    const second = await sandboxForm(app(), job.id);
    expect((await notify(app(), first)).statusCode).toBe(303);
    expect((await notify(app(), second)).statusCode).toBe(303);
    const rows = await app().ctx.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows).toHaveLength(1);
    const page = await app().request({ method: 'GET', url: `/sandbox/donate?label=${job.id}&sum=200` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain(`/confirm-publish?jobId=${job.id}`);
    // Once the publication uses it, relisting later pays anew with a new transaction.
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
    expect((await sandboxForm(app(), job.id)).transaction_id).not.toBe(first.transaction_id);
  });

  it('refuses a tampered or unsigned notification with 400 and stores nothing', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const fields = await sandboxForm(app(), job.id, 1);
    for (const bad of [
      { ...fields, amount: '200.00' },
      { ...fields, label: '00000000-0000-4000-8000-000000000000' },
      { ...fields, signature: 'ab'.repeat(32) },
      { ...fields, signature: '' },
      Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'signature')),
    ]) {
      const response = await notify(app(), bad);
      expect(response.statusCode).toBe(400);
      expect(['INVALID_SIGNATURE', 'VALIDATION']).toContain(response.json().code);
    }
    expect(await app().ctx.db.select().from(payments).where(eq(payments.jobId, job.id))).toEqual([]);
  });

  it('answers 404 for a provider that is not enabled and 400 for an unknown one', async () => {
    expect((await notify(app(), { operation_id: '1' }, 'yoomoney')).statusCode).toBe(404);
    expect((await notify(app(), {}, 'paypal')).statusCode).toBe(400);
  });
});

describe('publishing', () => {
  it('answers 402 without a verified payment', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await publish(owner.token, job.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: 'Pay the posting fee to publish this job',
      code: 'PAYMENT_REQUIRED',
    });
  });

  it('publishes on a sandbox payment, once, and a second publish is a harmless 200', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    const response = await publish(owner.token, job.id);
    expect(response.statusCode).toBe(200);
    const published = response.json().job;
    expect(published).toMatchObject({ status: 'active', published: true, closedReason: null });
    expect(Date.parse(published.expiresAt) - Date.parse(published.publishedAt)).toBe(30 * 24 * 3600 * 1000);
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
    const [payment] = await app().ctx.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(payment?.usedForPublicationAt).toBeInstanceOf(Date);
  });

  it('refuses a payment below the price', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id, 150);
    expect((await publish(owner.token, job.id)).statusCode).toBe(402);
  });

  it('needs a new payment to relist after closing', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
    const closed = await app().request({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'owner' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await publish(owner.token, job.id)).statusCode).toBe(402);
    await payForJob(app(), job.id);
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
  });

  it("does not let another user publish someone's paid job", async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    expect((await publish(other.token, job.id)).statusCode).toBe(403);
  });
});

describe('payment records outlive accounts and jobs', () => {
  it('keeps the rows with the links set to null', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const other = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    await payForJob(app(), other.id);
    await app().request({ method: 'DELETE', url: `/api/jobs/${other.id}`, token: owner.token });
    const afterJob = await app().ctx.db.select().from(payments).where(eq(payments.userId, owner.user.id));
    expect(afterJob.map((row) => row.jobId)).toContain(null);
    await app().request({ method: 'DELETE', url: '/api/users/me', token: owner.token });
    expect(await app().ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    expect(await app().ctx.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    const kept = await app()
      .ctx.db.select()
      .from(payments)
      .where(sql`${payments.userId} is null and ${payments.payerEmail} = 'sandbox-payer@example.com'`);
    expect(kept.length).toBeGreaterThanOrEqual(2);
  });

  it('purges records older than five years', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    await app()
      .ctx.db.update(payments)
      .set({ createdAt: sql`now() - interval '5 years 1 day'` })
      .where(eq(payments.jobId, job.id));
    expect(await app().services.payments.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await app().ctx.db.select().from(payments).where(eq(payments.jobId, job.id))).toEqual([]);
  });
});

describe('YooMoney: the signed amount decides (issue 16)', () => {
  it('publishes on a signed amount within the fee allowance, never on a forged withdraw_amount', async () => {
    const secret = 'yoomoney-notification-secret-for-tests';
    const yoo = await startTestApp({
      PAYMENT_PROVIDER: 'yoomoney',
      YOOMONEY_RECEIVER: '4100111122223333',
      YOOMONEY_NOTIFICATION_SECRET: secret,
      YOOMONEY_FEE_PERCENT: '3',
    });
    try {
      const owner = await createUser(yoo);
      const signed = (jobId: string, operation: string, amount: string, withdraw: string) => {
        const fields = {
          notification_type: 'p2p-incoming',
          operation_id: operation,
          amount,
          withdraw_amount: withdraw,
          currency: '643',
          datetime: new Date().toISOString(),
          sender: '41001000000000',
          codepro: 'false',
          label: jobId,
        };
        return { ...fields, sha1_hash: yooMoneyHash({ ...fields, sha1_hash: '' }, secret) };
      };
      const publishOn = async (jobId: string) =>
        yoo.request({
          method: 'PUT',
          url: `/api/jobs/${jobId}`,
          token: owner.token,
          payload: { status: 'active', published: true },
        });

      // 200 ₽ less a 3 % fee: 194 ₽ credited pays; 150 ₽ does not, whatever withdraw_amount claims.
      expect(acceptedMinimum(200, 3)).toBe(194);
      const cheap = await createJob(yoo, owner.user.id);
      expect((await notify(yoo, signed(cheap.id, 'op-1', '150.00', '200.00'), 'yoomoney')).statusCode).toBe(
        200,
      );
      expect((await publishOn(cheap.id)).statusCode).toBe(402);
      const [stored] = await yoo.ctx.db.select().from(payments).where(eq(payments.jobId, cheap.id));
      expect(stored?.amount).toBe(150);

      const paid = await createJob(yoo, owner.user.id);
      expect((await notify(yoo, signed(paid.id, 'op-2', '194.00', '200.00'), 'yoomoney')).statusCode).toBe(
        200,
      );
      expect((await publishOn(paid.id)).statusCode).toBe(200);

      const short = await createJob(yoo, owner.user.id);
      expect((await notify(yoo, signed(short.id, 'op-3', '193.99', '200.00'), 'yoomoney')).statusCode).toBe(
        200,
      );
      expect((await publishOn(short.id)).statusCode).toBe(402);
    } finally {
      await yoo.close();
    }
  }, 120_000);
});
