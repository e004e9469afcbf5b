import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HIDDEN_MAX, ZHiddenList } from '@debut/contract/hidden';
import { ZJobResponse, ZJobSearchResponse } from '@debut/contract/jobs';
import { ZCompanyResponse } from '@debut/contract/companies';
import { alertMatches, hiddenItems } from '../src/db/schema.ts';
import { confirmEmail, createJob, createUser, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// DESIGN.md §14.3 (issue 33 item 5): hiding a job, a company or an employer, and `seen`.

const app = useTestApp();

const call = (person: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  app().request({ method, url: `/api${url}`, token: person.token });

async function liveJob(owner: TestUser, overrides: Parameters<typeof createJob>[2] = {}) {
  const job = await publishJob(app(), (await createJob(app(), owner.user.id, overrides)).id);
  await app().deliverOwed();
  return job;
}

async function titlesFound(person: TestUser, q: string): Promise<string[]> {
  const response = await call(person, 'GET', `/jobs?q=${encodeURIComponent(q)}&sort=date`);
  expect(response.statusCode, response.body).toBe(200);
  return ZJobSearchResponse.parse(response.json()).items.map((job) => job.title);
}

async function confirmed(): Promise<TestUser> {
  const person = await createUser(app());
  await confirmEmail(app(), { id: person.user.id, email: person.email });
  return person;
}

describe('hiding', () => {
  it('hides a job, a company and an employer from the searches of the one who hid them, and shows them again', async () => {
    const [seeker, other, employer, recruiter] = await Promise.all([
      createUser(app()),
      createUser(app()),
      createUser(app()),
      confirmed(),
    ]);
    const companyResponse = await app().request({
      method: 'POST',
      url: '/api/companies',
      token: recruiter.token,
      payload: { name: 'Quokka Hotels' },
    });
    expect(companyResponse.statusCode, companyResponse.body).toBe(201);
    const company = ZCompanyResponse.parse(companyResponse.json()).company;
    const single = await liveJob(employer, { title: 'Quokkaword courier' });
    const byEmployer = await liveJob(employer, { title: 'Quokkaword cook', companyName: 'Bistro Quokka' });
    const byCompany = await liveJob(recruiter, { title: 'Quokkaword porter', companyId: company.id });
    await liveJob(recruiter, { title: 'Quokkaword waiter' });
    const everything = ['Quokkaword waiter', 'Quokkaword porter', 'Quokkaword cook', 'Quokkaword courier'];
    expect(await titlesFound(seeker, 'quokkaword')).toEqual(everything);

    const hid = await call(seeker, 'PUT', `/hidden/jobs/${single.id}`);
    expect(hid.statusCode, hid.body).toBe(200);
    expect(ZHiddenList.parse(hid.json()).jobs.map((item) => [item.id, item.label])).toEqual([
      [single.id, 'Quokkaword courier'],
    ]);
    expect(await titlesFound(seeker, 'quokkaword')).toEqual(everything.slice(0, 3));

    expect((await call(seeker, 'PUT', `/hidden/companies/${company.id}`)).statusCode).toBe(200);
    expect(await titlesFound(seeker, 'quokkaword')).toEqual(['Quokkaword waiter', 'Quokkaword cook']);
    const owners = await call(seeker, 'PUT', `/hidden/owners/${employer.user.id}`);
    expect(owners.statusCode, owners.body).toBe(200);
    // Hiding again changes nothing.
    expect((await call(seeker, 'PUT', `/hidden/owners/${employer.user.id}`)).json()).toEqual(owners.json());
    expect(await titlesFound(seeker, 'quokkaword')).toEqual(['Quokkaword waiter']);
    // Without words too (the cached first page of everyone), and nobody else loses anything.
    const all = ZJobSearchResponse.parse((await call(seeker, 'GET', '/jobs?limit=50')).json()).items;
    expect(all.map((job) => job.id)).not.toContain(byEmployer.id);
    expect(all.map((job) => job.id)).not.toContain(byCompany.id);
    expect(await titlesFound(other, 'quokkaword')).toEqual(everything);

    const list = ZHiddenList.parse((await call(seeker, 'GET', '/hidden')).json());
    expect(list.companies.map((item) => item.label)).toEqual(['Quokka Hotels']);
    expect(list.owners.map((item) => item.label)).toEqual(['Bistro Quokka']);

    for (const url of [
      `/hidden/jobs/${single.id}`,
      `/hidden/companies/${company.id}`,
      `/hidden/owners/${employer.user.id}`,
    ]) {
      expect((await call(seeker, 'DELETE', url)).statusCode).toBe(200);
      expect((await call(seeker, 'DELETE', url)).statusCode).toBe(200);
    }
    expect(ZHiddenList.parse((await call(seeker, 'GET', '/hidden')).json())).toEqual({
      jobs: [],
      companies: [],
      owners: [],
    });
    expect(await titlesFound(seeker, 'quokkaword')).toEqual(everything);
  });

  it('refuses one’s own job, company and self, and what does not exist, with clear errors', async () => {
    const [seeker, recruiter] = await Promise.all([createUser(app()), confirmed()]);
    const created = await app().request({
      method: 'POST',
      url: '/api/companies',
      token: recruiter.token,
      payload: { name: 'Own Things Ltd' },
    });
    const company = ZCompanyResponse.parse(created.json()).company;
    const own = await liveJob(recruiter, { title: 'My own vacancy' });
    const draft = await createJob(app(), seeker.user.id);

    const ownJob = await call(recruiter, 'PUT', `/hidden/jobs/${own.id}`);
    expect([ownJob.statusCode, ownJob.json()]).toEqual([
      400,
      { error: 'You cannot hide your own job', code: 'OWN_JOB' },
    ]);
    const ownCompany = await call(recruiter, 'PUT', `/hidden/companies/${company.id}`);
    expect([ownCompany.statusCode, ownCompany.json().code]).toEqual([400, 'OWN_JOB']);
    const self = await call(recruiter, 'PUT', `/hidden/owners/${recruiter.user.id}`);
    expect([self.statusCode, self.json().error]).toEqual([400, 'You cannot hide yourself']);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(seeker, 'PUT', `/hidden/jobs/${unknown}`)).statusCode).toBe(404);
    expect((await call(seeker, 'PUT', `/hidden/companies/${unknown}`)).statusCode).toBe(404);
    expect((await call(seeker, 'PUT', `/hidden/owners/${unknown}`)).statusCode).toBe(404);
    // Someone else's draft is not there to hide; an account without a live job is no employer to them.
    expect((await call(recruiter, 'PUT', `/hidden/jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await call(recruiter, 'PUT', `/hidden/owners/${seeker.user.id}`)).statusCode).toBe(404);
    const malformed = await call(seeker, 'PUT', '/hidden/jobs/not-an-id');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION']);
    expect((await app().request({ method: 'GET', url: '/api/hidden' })).statusCode).toBe(401);
  });

  it(`keeps at most ${HIDDEN_MAX} and says so; hiding one already hidden still answers`, async () => {
    const [seeker, employer] = await Promise.all([createUser(app()), createUser(app())]);
    const kept = await liveJob(employer, { title: 'Kept hidden' });
    const extra = await liveJob(employer, { title: 'One too many' });
    expect((await call(seeker, 'PUT', `/hidden/jobs/${kept.id}`)).statusCode).toBe(200);
    await app().ctx.db.execute(sql`insert into hidden_items (user_id, kind, target_id, label)
      select ${seeker.user.id}::uuid, 'company', gen_random_uuid(), 'Filler ' || n
      from generate_series(1, ${HIDDEN_MAX - 1}) n`);

    const refused = await call(seeker, 'PUT', `/hidden/jobs/${extra.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `You can hide up to ${HIDDEN_MAX} jobs, companies and employers; show some again first`,
      code: 'CONFLICT',
    });
    expect((await call(seeker, 'PUT', `/hidden/jobs/${kept.id}`)).statusCode).toBe(200);
    // A search with the full list still answers, and still leaves the hidden job out.
    expect(await titlesFound(seeker, 'hidden')).toEqual([]);
    expect(await titlesFound(seeker, 'many')).toEqual(['One too many']);
    const rows = await app().ctx.db.select().from(hiddenItems).where(eq(hiddenItems.userId, seeker.user.id));
    expect(rows).toHaveLength(HIDDEN_MAX);
  });

  it('leaves what a person hid out of their saved searches’ matches', async () => {
    const [seeker, employer, other] = await Promise.all([
      createUser(app()),
      createUser(app()),
      createUser(app()),
    ]);
    const first = await liveJob(employer, { title: 'Wombatword first' });
    expect((await call(seeker, 'PUT', `/hidden/owners/${employer.user.id}`)).statusCode).toBe(200);
    const saved = await app().request({
      method: 'POST',
      url: '/api/alerts',
      token: seeker.token,
      payload: { name: 'Wombats', query: { q: 'wombatword' }, frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const alertId = (saved.json() as { alert: { id: string } }).alert.id;
    const later = await liveJob(employer, { title: 'Wombatword second' });
    const elsewhere = await liveJob(other, { title: 'Wombatword third' });
    const matched = await app()
      .ctx.db.select({ jobId: alertMatches.jobId })
      .from(alertMatches)
      .where(eq(alertMatches.alertId, alertId));
    expect(matched.map((row) => row.jobId)).toEqual([elsewhere.id]);
    expect(first.id).not.toBe(later.id);

    // Hidden after the match: gone from the alert's list too.
    expect((await call(seeker, 'PUT', `/hidden/jobs/${elsewhere.id}`)).statusCode).toBe(200);
    const page = await call(seeker, 'GET', `/alerts/${alertId}/jobs`);
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as { items: unknown[] }).items).toEqual([]);
  });
});

describe('seen', () => {
  it('marks the jobs the viewer opened before, on the job page and in the search', async () => {
    const [seeker, employer] = await Promise.all([createUser(app()), createUser(app())]);
    const job = await liveJob(employer, { title: 'Numbatword tutor' });
    const seenIn = async () =>
      ZJobSearchResponse.parse((await call(seeker, 'GET', '/jobs?q=numbatword')).json()).items.map(
        (item) => item.seen,
      );
    expect(await seenIn()).toEqual([false]);
    const first = ZJobResponse.parse((await call(seeker, 'GET', `/jobs/${job.id}`)).json());
    expect(first.job.seen).toBe(false);
    const again = ZJobResponse.parse((await call(seeker, 'GET', `/jobs/${job.id}`)).json());
    expect(again.job.seen).toBe(true);
    expect(await seenIn()).toEqual([true]);
  });

  it('reads seen with the page in every shape of search, for the one who searches only', async () => {
    const [seeker, other, employer] = await Promise.all([
      createUser(app()),
      createUser(app()),
      createUser(app()),
    ]);
    const job = await liveJob(employer, { title: 'Quokkaword guide', lat: 61.5, lng: 23.75 });
    const near = `lat=${job.lat}&lng=${job.lng}`;
    // Words (the node's index or SQL), words by date, nearest first and a radius without words (SQL).
    const shapes = [
      'q=quokkaword',
      'q=quokkaword&sort=date',
      `${near}&radiusKm=1`,
      `q=quokkaword&${near}&radiusKm=5`,
    ];
    const seenBy = async (person: TestUser) =>
      Promise.all(
        shapes.map(async (shape) => {
          const response = await call(person, 'GET', `/jobs?${shape}`);
          expect(response.statusCode, response.body).toBe(200);
          return ZJobSearchResponse.parse(response.json())
            .items.filter((item) => item.id === job.id)
            .map((item) => item.seen);
        }),
      );
    expect(await seenBy(seeker)).toEqual(shapes.map(() => [false]));
    expect((await call(seeker, 'GET', `/jobs/${job.id}`)).statusCode).toBe(200);
    expect(await seenBy(seeker)).toEqual(shapes.map(() => [true]));
    expect(await seenBy(other)).toEqual(shapes.map(() => [false]));
  });
});
