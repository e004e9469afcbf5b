import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { ZJobResponse, ZJobSearchResponse } from '@debut/contract/jobs';
import { jobs, users } from '../src/db/schema.ts';
import { runListingLifetime } from '../src/modules/jobs/lifetime.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';
import { payForJob } from './support/payments.ts';

// Seven days, to show the lifetime is configurable (LISTING_DAYS), and the default reminder window.
const app = useTestApp({ LISTING_DAYS: '7' });

const endsIn = (jobId: string, interval: string) =>
  app()
    .ctx.db.update(jobs)
    .set({ expiresAt: sql`now() + ${interval}::interval` })
    .where(eq(jobs.id, jobId));

async function subjectsTo(email: string): Promise<string[]> {
  const mails = await Promise.all((await app().mails()).map((raw) => simpleParser(raw)));
  return mails
    .filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email)
    .map((mail) => mail.subject ?? '');
}

async function liveJob(owner: TestUser, title: string) {
  return publishJob(app(), (await createJob(app(), owner.user.id, { title })).id);
}

describe('listing lifetime', () => {
  it('closes a live job at its end: gone from search, no more applications, its card says it expired', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(owner, 'Lifeguard at the lake beach');
    await endsIn(job.id, '-1 minute');

    const done = await runListingLifetime(app().ctx);
    expect(done.expired).toBeGreaterThanOrEqual(1);
    const search = await app().request({ method: 'GET', url: '/api/jobs?q=lifeguard', token: seeker.token });
    expect(ZJobSearchResponse.parse(search.json()).items.map((item) => item._id)).not.toContain(job.id);
    const apply = await app().request({
      method: 'POST',
      url: `/api/applications/${job.id}`,
      token: seeker.token,
    });
    expect(apply.statusCode).toBe(404);
    const card = await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: owner.token });
    expect(ZJobResponse.parse(card.json()).job).toMatchObject({
      status: 'closed',
      closedReason: 'expired',
      published: false,
    });
  });

  it('reminds the owner once, in their language, when the end is within three days', async () => {
    const owner = await createUser(app());
    await app().ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    const soon = await liveJob(owner, 'Ice cream seller on the promenade');
    const later = await liveJob(owner, 'Ticket checker at the museum');
    await endsIn(soon.id, '2 days 20 hours');
    await endsIn(later.id, '5 days');

    // Two nodes at once: the conditional update lets only one of them send it.
    await Promise.all([runListingLifetime(app().ctx), runListingLifetime(app().ctx)]);
    await runListingLifetime(app().ctx);
    const subjects = await subjectsTo(owner.email);
    expect(subjects).toHaveLength(1);
    const [mail] = await Promise.all((await app().mails()).map((raw) => simpleParser(raw))).then((all) =>
      all.filter((item) => (item.to && 'text' in item.to ? item.to.text : '') === owner.email),
    );
    expect(mail?.text).toContain('„Ice cream seller on the promenade“');
    expect(mail?.text).toMatch(/in 3 Tagen/);
    const [row] = await app().ctx.db.select().from(jobs).where(eq(jobs.id, later.id));
    expect(row?.expiryRemindedAt).toBeNull();
  });

  it('relists only on a new payment, with a fresh end date and a fresh reminder', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, { title: 'Gardener for the summer' });
    const publish = () =>
      app().request({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        token: owner.token,
        payload: { status: 'active', published: true },
      });
    await payForJob(app(), job.id);
    expect((await publish()).statusCode).toBe(200);
    await endsIn(job.id, '-1 minute');
    await app()
      .ctx.db.update(jobs)
      .set({ expiryRemindedAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    await runListingLifetime(app().ctx);

    expect((await publish()).statusCode).toBe(402);
    await payForJob(app(), job.id);
    const relisted = ZJobResponse.parse((await publish()).json()).job;
    expect(relisted.status).toBe('active');
    const daysLeft = (Date.parse(relisted.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
    const [row] = await app().ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.expiryRemindedAt).toBeNull();
  });

  it('lets the owner close early or mark the job filled', async () => {
    const owner = await createUser(app());
    const job = await liveJob(owner, 'Dog walker in the park');
    const closed = await app().request({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    expect(ZJobResponse.parse(closed.json()).job).toMatchObject({ status: 'closed', closedReason: 'filled' });
  });

  // Issue 21: after a bulk import thousands fall due at once; the run works through them in short
  // batches on the scheduler's own connection, and each batch commits on its own.
  it('works through more due jobs than one batch holds, on the connection that holds the task lock', async () => {
    const owner = await createUser(app());
    const ending = await Promise.all([1, 2, 3, 4, 5].map((n) => liveJob(owner, `Harvest helper ${n}`)));
    const ended = await Promise.all([1, 2, 3, 4, 5].map((n) => liveJob(owner, `Night porter ${n}`)));
    await Promise.all(ending.map((job) => endsIn(job.id, '1 day')));
    await Promise.all(ended.map((job) => endsIn(job.id, '-1 minute')));
    const mailsBefore = (await subjectsTo(owner.email)).length;

    const { database } = app().testDb;
    const run = () =>
      database.withAdvisoryLock(7_310_003, async (db) => {
        // The request pool's statement timeout does not cut a scheduled run short.
        const [timeout] = (
          (await db.execute(sql`select current_setting('statement_timeout') as value`)) as unknown as {
            rows: { value: string }[];
          }
        ).rows;
        expect(timeout?.value).toBe('0');
        return runListingLifetime(app().ctx, db, 2);
      });
    const first = await run();
    expect(first.expired).toBeGreaterThanOrEqual(5);
    expect(first.reminded).toBeGreaterThanOrEqual(5);
    expect(await run()).toEqual({ expired: 0, reminded: 0 });

    const rows = await app()
      .ctx.db.select({ id: jobs.id, status: jobs.status, remindedAt: jobs.expiryRemindedAt })
      .from(jobs)
      .where(eq(jobs.ownerId, owner.user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const job of ended) expect(byId.get(job.id)?.status).toBe('closed');
    for (const job of ending) {
      expect(byId.get(job.id)?.status).toBe('active');
      expect(byId.get(job.id)?.remindedAt).not.toBeNull();
    }
    expect((await subjectsTo(owner.email)).length - mailsBefore).toBe(5);
  });
});
