import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZJobResponse } from '@debut/contract/jobs';
import { jobs, jobViews } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, jobInput, publishJob } from './support/factories.ts';

const app = useTestApp();

const post = (token: string, payload: unknown) =>
  app().request({ method: 'POST', url: '/api/jobs', token, payload: payload as Record<string, unknown> });
const put = (token: string, id: string, payload: unknown) =>
  app().request({
    method: 'PUT',
    url: `/api/jobs/${id}`,
    token,
    payload: payload as Record<string, unknown>,
  });
const get = (token: string, id: string) => app().request({ method: 'GET', url: `/api/jobs/${id}`, token });
const detailPaths = (response: { json(): { details?: { path: string }[] } }) =>
  (response.json().details ?? []).map((detail) => detail.path);

describe('POST /jobs', () => {
  it('creates a draft with every field of SPEC.md §3', async () => {
    const { token, user } = await createUser(app());
    const response = await post(token, {
      ...jobInput(),
      companyType: 'Cafe chain',
      industry: 'Hospitality',
      monthlySalary: 45000,
      salaryCurrency: 'rub',
      daysPerWeek: 5,
      hoursPerDay: 8,
      benefits: 'Free coffee, flexible shifts',
      requirements: 'Friendly, punctual',
      noSpecialRequirements: false,
    });
    expect(response.statusCode).toBe(201);
    const { job } = ZJobResponse.parse(response.json());
    expect(job).toMatchObject({
      ownerId: user.id,
      status: 'draft',
      published: false,
      publishedAt: null,
      views: 0,
      salaryCurrency: 'RUB',
      daysPerWeek: 5,
      hoursPerDay: 8,
      companyType: 'Cafe chain',
      requirements: 'Friendly, punctual',
      isOwner: true,
    });
    expect(job._id).toBe(job.id);
    expect(job.number).toBeGreaterThanOrEqual(1001);
  });

  it('gives each job the next human number', async () => {
    const { token } = await createUser(app());
    const first = ZJobResponse.parse((await post(token, jobInput())).json()).job.number;
    const second = ZJobResponse.parse((await post(token, jobInput())).json()).job.number;
    expect(second).toBe(first + 1);
  });

  it.each([
    ['a 2-character title', { title: 'ab' }, 'title'],
    ['a 121-character title', { title: 'x'.repeat(121) }, 'title'],
    ['a 19-character description', { description: 'x'.repeat(19) }, 'description'],
    ['a 10,001-character description', { description: 'x'.repeat(10_001) }, 'description'],
    ['a negative salary', { salary: -1 }, 'salary'],
    ['8 days a week', { daysPerWeek: 8 }, 'daysPerWeek'],
    ['0 days a week', { daysPerWeek: 0 }, 'daysPerWeek'],
    ['25 hours a day', { hoursPerDay: 25 }, 'hoursPerDay'],
    ['latitude 90.5', { lat: 90.5 }, 'lat'],
    ['longitude -180.5', { lng: -180.5 }, 'lng'],
    ['an unknown schedule', { schedule: 'nights' }, 'schedule'],
    ['an unknown employment type', { employmentType: 'full_time' }, 'employmentType'],
    ['an unknown payment frequency', { paymentFrequency: 'yearly' }, 'paymentFrequency'],
    ['an unknown salary period', { salaryPeriod: 'yearly' }, 'salaryPeriod'],
    ['a one-letter category', { category: 'x' }, 'category'],
    ['neither requirements nor "no special requirements"', { noSpecialRequirements: false }, 'requirements'],
    ['both requirements and "no special requirements"', { requirements: 'Punctual' }, 'requirements'],
    ['a status', { status: 'active' }, ''],
    ['a view count', { views: 100 }, ''],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const { token } = await createUser(app());
    const response = await post(token, { ...jobInput(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(detailPaths(response)).toContain(field);
  });

  it.each(['XYZ', 'RUBLES', 'R1B'])(
    'refuses the currency %s with 400, the field and a message naming ISO 4217',
    async (salaryCurrency) => {
      const { token } = await createUser(app());
      const response = await post(token, { ...jobInput(), salaryCurrency });
      expect(response.statusCode).toBe(400);
      const details: { path: string; message: string }[] = response.json().details ?? [];
      expect(details.find((detail) => detail.path === 'salaryCurrency')?.message).toMatch(/ISO 4217/);
    },
  );

  it('refuses an unknown currency on an edit too, and keeps the stored one', async () => {
    const { token } = await createUser(app());
    const { job } = ZJobResponse.parse((await post(token, { ...jobInput(), salaryCurrency: 'EUR' })).json());
    const response = await put(token, job.id, { salaryCurrency: 'XYZ' });
    expect(response.statusCode).toBe(400);
    expect(detailPaths(response)).toContain('salaryCurrency');
    expect(ZJobResponse.parse((await get(token, job.id)).json()).job.salaryCurrency).toBe('EUR');
  });

  it.each([
    'title',
    'description',
    'companyName',
    'category',
    'address',
    'lat',
    'lng',
    'schedule',
    'employmentType',
  ])('requires %s', async (field) => {
    const { token } = await createUser(app());
    const body: Record<string, unknown> = { ...jobInput() };
    delete body[field];
    const response = await post(token, body);
    expect(response.statusCode).toBe(400);
    expect(detailPaths(response)).toContain(field);
  });

  it('needs a signed-in user', async () => {
    expect((await app().request({ method: 'POST', url: '/api/jobs', payload: jobInput() })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /jobs/{id}', () => {
  it("shows the owner's draft to the owner only", async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const mine = await get(owner.token, job.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().job).toMatchObject({
      status: 'draft',
      isOwner: true,
      applied: false,
      favorite: false,
    });
    const theirs = await get(other.token, job.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Job not found', code: 'NOT_FOUND' });
  });

  it('counts a view once per viewer per day and never the owner', async () => {
    const owner = await createUser(app());
    const first = await createUser(app());
    const second = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    await get(owner.token, job.id);
    expect((await get(first.token, job.id)).json().job.views).toBe(1);
    expect((await get(first.token, job.id)).json().job.views).toBe(1);
    const seen = await get(second.token, job.id);
    expect(seen.json().job).toMatchObject({ views: 2, isOwner: false });
    expect((await get(owner.token, job.id)).json().job.views).toBe(2);
    // A mark from yesterday does not stop today's view from counting.
    await app()
      .ctx.db.update(jobViews)
      .set({ day: '2000-01-01' })
      .where(eq(jobViews.viewerId, first.user.id));
    expect((await get(first.token, job.id)).json().job.views).toBe(3);
  });

  it('shows a closed job to those tied to it (applied, favourite, chat) and 404 to anyone else', async () => {
    const owner = await createUser(app());
    const applicant = await createUser(app());
    const keeper = await createUser(app());
    const chatter = await createUser(app());
    const stranger = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    const call = (token: string, method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      app().request({ method, url, token, ...(payload ? { payload } : {}) });
    expect((await call(applicant.token, 'POST', `/api/applications/${job.id}`)).statusCode).toBe(201);
    expect((await call(keeper.token, 'PUT', `/api/favorites/${job.id}`)).statusCode).toBe(200);
    const sent = await call(chatter.token, 'POST', '/api/messages', {
      jobId: job.id,
      to: owner.user.id,
      text: 'Is it still open?',
    });
    expect(sent.statusCode).toBe(201);
    const viewsBefore = (await get(owner.token, job.id)).json().job.views;
    expect((await put(owner.token, job.id, { status: 'closed', closedReason: 'filled' })).statusCode).toBe(
      200,
    );

    for (const tied of [applicant, keeper, chatter]) {
      const seen = await get(tied.token, job.id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().job).toMatchObject({ status: 'closed', closedReason: 'filled', isOwner: false });
    }
    expect((await get(applicant.token, job.id)).json().job.applied).toBe(true);
    expect((await get(keeper.token, job.id)).json().job.favorite).toBe(true);
    // A closed job is not a live listing: looking at it counts no view.
    expect((await get(owner.token, job.id)).json().job.views).toBe(viewsBefore);
    expect((await get(stranger.token, job.id)).statusCode).toBe(404);

    // Expired is closed too; blocked by moderation stays hidden even from them.
    await app().ctx.db.update(jobs).set({ closedReason: 'expired' }).where(eq(jobs.id, job.id));
    expect((await get(applicant.token, job.id)).json().job.closedReason).toBe('expired');
    await app().ctx.db.update(jobs).set({ status: 'blocked' }).where(eq(jobs.id, job.id));
    for (const tied of [applicant, keeper, chatter]) {
      expect((await get(tied.token, job.id)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const { token } = await createUser(app());
    expect((await get(token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(token, '42')).statusCode).toBe(400);
  });
});

describe('PUT /jobs/{id}', () => {
  it('edits part of a job for its owner', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await put(owner.token, job.id, { title: 'Senior barista', salary: 50000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({
      title: 'Senior barista',
      salary: 50000,
      category: 'barista',
    });
    expect(Date.parse(response.json().job.updatedAt)).toBeGreaterThanOrEqual(job.updatedAt.getTime());
  });

  it('refuses another user with 403 and an unknown job with 404', async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await put(other.token, job.id, { title: 'Mine now' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(
      (await put(owner.token, '00000000-0000-4000-8000-000000000000', { title: 'Nope' })).statusCode,
    ).toBe(404);
  });

  it('cannot set status or published through an edit', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    for (const body of [
      { title: 'New title', status: 'active' },
      { published: true },
      { status: 'blocked' },
      {},
    ]) {
      const response = await put(owner.token, job.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const [row] = await app().ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'draft', published: false });
  });

  it('reports the field of a bad edit, not a bare union failure', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await put(owner.token, job.id, { title: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(detailPaths(response)).toEqual(['title']);
  });

  it('keeps the requirements rule across edits', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await put(owner.token, job.id, { noSpecialRequirements: false });
    expect(response.statusCode).toBe(400);
    expect(detailPaths(response)).toEqual(['requirements']);
    const both = await put(owner.token, job.id, { requirements: 'Punctual', noSpecialRequirements: false });
    expect(both.statusCode).toBe(200);
  });

  it('answers 402 PAYMENT_REQUIRED when publishing without a verified payment', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    const response = await put(owner.token, job.id, { status: 'active', published: true });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_REQUIRED');
  });

  it('closes a published job as filled, and refuses to close a draft', async () => {
    const owner = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    expect((await put(owner.token, draft.id, { status: 'closed', closedReason: 'filled' })).statusCode).toBe(
      409,
    );
    const live = await createJob(app(), owner.user.id);
    await publishJob(app(), live.id);
    const response = await put(owner.token, live.id, { status: 'closed', closedReason: 'filled' });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'closed', closedReason: 'filled', published: false });
    const other = await createUser(app());
    expect((await put(other.token, live.id, { status: 'closed', closedReason: 'owner' })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /jobs/{id}', () => {
  it('lets only the owner delete, with its views, at once', async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    await get(other.token, job.id);
    const refused = await app().request({ method: 'DELETE', url: `/api/jobs/${job.id}`, token: other.token });
    expect(refused.statusCode).toBe(403);
    const deleted = await app().request({ method: 'DELETE', url: `/api/jobs/${job.id}`, token: owner.token });
    expect(deleted.statusCode).toBe(204);
    expect(await app().ctx.db.select().from(jobViews).where(eq(jobViews.jobId, job.id))).toEqual([]);
    expect((await get(owner.token, job.id)).statusCode).toBe(404);
    const again = await app().request({ method: 'DELETE', url: `/api/jobs/${job.id}`, token: owner.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /jobs/my', () => {
  it("lists every status of the user's own jobs, newest first", async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const draft = await createJob(app(), owner.user.id, { title: 'Draft job' });
    const live = await createJob(app(), owner.user.id, { title: 'Live job' });
    await publishJob(app(), live.id);
    await createJob(app(), other.user.id, { title: 'Not mine' });
    const response = await app().request({ method: 'GET', url: '/api/jobs/my', token: owner.token });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { _id: string; status: string; applicationsCount: number }[];
    expect(items.map((item) => item._id)).toEqual([live.id, draft.id]);
    expect(items.map((item) => item.status)).toEqual(['active', 'draft']);
    expect(items[0]?.applicationsCount).toBe(0);
  });
});

describe('account deletion', () => {
  it("removes the user's jobs and the view marks they left", async () => {
    const owner = await createUser(app());
    const viewer = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    const keep = await createJob(app(), viewer.user.id);
    await publishJob(app(), keep.id);
    await get(viewer.token, job.id);
    await get(owner.token, keep.id);
    await app().request({ method: 'DELETE', url: '/api/users/me', token: owner.token });
    const db = app().ctx.db;
    expect(await db.select().from(jobs).where(eq(jobs.ownerId, owner.user.id))).toEqual([]);
    expect(await db.select().from(jobViews).where(eq(jobViews.viewerId, owner.user.id))).toEqual([]);
    expect(await db.select().from(jobViews).where(eq(jobViews.jobId, job.id))).toEqual([]);
    expect((await db.select().from(jobs).where(eq(jobs.id, keep.id))).length).toBe(1);
  });
});
