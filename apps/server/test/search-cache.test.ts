import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, users } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';
import { payForJob } from './support/payments.ts';

// Identical searches share one result for SEARCH_CACHE_SECONDS (decision 010), and whatever changes
// the public list of vacancies clears them at once.

const app = useTestApp({ SEARCH_CACHE_SECONDS: '2' });

async function total(seeker: TestUser, query: string): Promise<number> {
  const response = await app().request({ method: 'GET', url: `/api/jobs?${query}`, token: seeker.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { total: number }).total;
}

async function publishThroughTheApi(owner: TestUser, title: string): Promise<string> {
  const job = await createJob(app(), owner.user.id, { title });
  await payForJob(app(), job.id);
  const published = await app().request({
    method: 'PUT',
    url: `/api/jobs/${job.id}`,
    token: owner.token,
    payload: { status: 'active', published: true },
  });
  expect(published.statusCode, published.body).toBe(200);
  return job.id;
}

describe('the search cache', () => {
  it('answers the same search from memory until it expires', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    expect(await total(seeker, 'q=lighthouse')).toBe(0);
    // Put live behind the app's back (no announcement): the cached answer stands, other searches see it.
    await publishJob(app(), (await createJob(app(), owner.user.id, { title: 'Lighthouse keeper' })).id);
    expect(await total(seeker, 'q=lighthouse')).toBe(0);
    expect(await total(seeker, 'q=lighthouse&sort=date')).toBe(1);
    // The same search with its parameters in another order is the same search.
    expect(await total(seeker, 'sort=default&q=lighthouse')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await total(seeker, 'q=lighthouse')).toBe(1);
  });

  it('keeps a result for everyone, and tells each viewer which of its jobs they opened', async () => {
    const owner = await createUser(app());
    const [reader, newcomer] = await Promise.all([createUser(app()), createUser(app())]);
    const job = await publishJob(
      app(),
      (await createJob(app(), owner.user.id, { title: 'Wombatword ranger' })).id,
    );
    const seen = async (person: TestUser) => {
      const response = await app().request({
        method: 'GET',
        url: '/api/jobs?q=wombatword',
        token: person.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { seen?: boolean }[] }).items.map((item) => item.seen);
    };
    expect(await seen(reader)).toEqual([false]);
    const opened = await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: reader.token });
    expect(opened.statusCode, opened.body).toBe(200);
    // Opening a job changes no public list: the kept result answers both, each with their own marks.
    expect(await seen(reader)).toEqual([true]);
    expect(await seen(newcomer)).toEqual([false]);
  });

  it('forgets everything when a job is published, closed, blocked or its owner leaves', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const admin = await createUser(app());
    await app().ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

    expect(await total(seeker, 'q=cartographer')).toBe(0);
    const first = await publishThroughTheApi(owner, 'Cartographer intern');
    expect(await total(seeker, 'q=cartographer')).toBe(1);

    const closed = await app().request({
      method: 'PUT',
      url: `/api/jobs/${first}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    expect(closed.statusCode).toBe(200);
    expect(await total(seeker, 'q=cartographer')).toBe(0);

    const second = await publishThroughTheApi(owner, 'Cartographer assistant');
    expect(await total(seeker, 'q=cartographer')).toBe(1);
    const blocked = await app().request({
      method: 'PUT',
      url: `/api/admin/jobs/${second}/block`,
      token: admin.token,
      payload: { blocked: true, reason: 'Asks for money' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await total(seeker, 'q=cartographer')).toBe(0);

    await publishThroughTheApi(owner, 'Cartographer trainee');
    expect(await total(seeker, 'q=cartographer')).toBe(1);
    const deleted = await app().request({ method: 'DELETE', url: '/api/users/me', token: owner.token });
    expect(deleted.statusCode).toBe(204);
    expect(await total(seeker, 'q=cartographer')).toBe(0);
    expect(
      await app().ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, owner.user.id)),
    ).toEqual([]);
  });
});
