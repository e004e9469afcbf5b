import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZJobSearchResponse, ZJobWriteResponse, type TJob } from '@debut/contract/jobs';
import { alertMatches } from '../src/db/schema.ts';
import { recordMatches } from '../src/modules/alerts/matching.ts';
import { createJob, createUser, jobInput, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 33 items 2 and 3 (DESIGN.md §14.3): an internship's facts, `paid=true`, salary ranges and
// `withSalary`, in the job, the search and saved searches.

const app = useTestApp();
let owner: TestUser;
let seeker: TestUser;

const INTERNSHIP = {
  paid: true,
  stipend: 20_000,
  startDate: '2027-02-01',
  durationWeeks: 12,
  mentor: true,
  offerPossible: false,
  learn: 'Espresso, milk and the bar routine',
};

beforeAll(async () => {
  owner = await createUser(app());
  seeker = await createUser(app());
});

const post = (body: object) =>
  app().request({ method: 'POST', url: '/api/jobs', token: owner.token, payload: body });
const put = (id: string, body: object) =>
  app().request({ method: 'PUT', url: `/api/jobs/${id}`, token: owner.token, payload: body });
const detailPaths = (response: { json(): unknown }) =>
  ((response.json() as { details?: { path: string }[] }).details ?? []).map((detail) => detail.path);

describe('an internship’s facts and a salary range on a job', () => {
  it('keeps them as given, with every fact present in the payload', async () => {
    const response = await post(
      jobInput({ employmentType: 'internship', salary: 30_000, salaryMax: 40_000, internship: INTERNSHIP }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { job } = ZJobWriteResponse.parse(response.json());
    expect(job).toMatchObject({ salary: 30_000, salaryMax: 40_000, internship: INTERNSHIP });

    const bare = ZJobWriteResponse.parse(
      (await post({ ...jobInput({ employmentType: 'internship' }), internship: { paid: false } })).json(),
    ).job;
    expect(bare.internship).toEqual({
      paid: false,
      stipend: null,
      startDate: null,
      durationWeeks: null,
      mentor: false,
      offerPossible: false,
      learn: null,
    });
    expect(ZJobWriteResponse.parse((await post(jobInput())).json()).job).toMatchObject({
      salaryMax: null,
      internship: null,
    });
  });

  it.each([
    [{ salary: 50_000, salaryMax: 40_000 }, 'salaryMax'],
    [{ salary: null, salaryMax: 40_000 }, 'salaryMax'],
    [{ employmentType: 'part_time', internship: INTERNSHIP }, 'internship'],
    [
      { employmentType: 'internship', internship: { ...INTERNSHIP, durationWeeks: 0 } },
      'internship.durationWeeks',
    ],
    [
      { employmentType: 'internship', internship: { ...INTERNSHIP, durationWeeks: 105 } },
      'internship.durationWeeks',
    ],
    [
      { employmentType: 'internship', internship: { ...INTERNSHIP, learn: 'x'.repeat(501) } },
      'internship.learn',
    ],
    [
      { employmentType: 'internship', internship: { ...INTERNSHIP, startDate: '2027-02-30' } },
      'internship.startDate',
    ],
    [
      { employmentType: 'internship', internship: { ...INTERNSHIP, startDate: 'soon' } },
      'internship.startDate',
    ],
    [{ employmentType: 'internship', internship: { ...INTERNSHIP, paid: false } }, 'internship.stipend'],
    [{ employmentType: 'internship', internship: { ...INTERNSHIP, paid: 'yes' } }, 'internship.paid'],
    [{ employmentType: 'internship', internship: { ...INTERNSHIP, colour: 'red' } }, 'internship'],
  ])('answers 400 naming the field for %j', async (fields, path) => {
    const response = await post({ ...jobInput(), ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(detailPaths(response).join(' ')).toContain(path);
  });

  it('checks an edit against the job as stored, and drops the facts when it stops being an internship', async () => {
    const created = ZJobWriteResponse.parse(
      (
        await post(
          jobInput({
            employmentType: 'internship',
            salary: 30_000,
            salaryMax: 40_000,
            internship: INTERNSHIP,
          }),
        )
      ).json(),
    ).job;
    // The stored top is below the new salary: a contradictory range, never saved.
    const above = await put(created.id, { salary: 45_000 });
    expect(above.statusCode, above.body).toBe(400);
    expect(detailPaths(above)).toEqual(['salaryMax']);
    const both = await put(created.id, { salary: 45_000, salaryMax: 50_000 });
    expect(both.statusCode, both.body).toBe(200);
    // An edit that leaves the facts out keeps them.
    expect(ZJobWriteResponse.parse(both.json()).job.internship).toEqual(INTERNSHIP);
    const stray = await put(created.id, { employmentType: 'full', internship: INTERNSHIP });
    expect(stray.statusCode).toBe(400);
    expect(detailPaths(stray)).toEqual(['internship']);
    const changed = await put(created.id, { employmentType: 'full' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZJobWriteResponse.parse(changed.json()).job).toMatchObject({
      employmentType: 'full',
      internship: null,
    });
  });
});

describe('GET /jobs with paid=true, salary ranges and withSalary', () => {
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const jobs: Record<string, Parameters<typeof createJob>[2]> = {
      paidNone: { employmentType: 'internship', internship: INTERNSHIP, experience: 'none', salary: null },
      paidSome: { employmentType: 'internship', internship: INTERNSHIP, experience: 'under_1' },
      unpaid: { employmentType: 'internship', internship: { ...INTERNSHIP, paid: false, stipend: null } },
      plain: { employmentType: 'internship' },
      range: { salary: 30_000, salaryMax: 60_000 },
      low: { salary: 30_000 },
      unsalaried: { salary: null },
    };
    for (const [name, fields] of Object.entries(jobs)) {
      const job = await createJob(app(), owner.user.id, { title: `Trainee ${name}`, ...fields });
      made[name] = (await publishJob(app(), job.id)).id;
    }
  });

  const names = (items: TJob[]) =>
    items.map((job) => Object.keys(made).find((name) => made[name] === job.id) ?? job.id).sort();
  async function found(query: string): Promise<TJob[]> {
    const response = await app().request({
      method: 'GET',
      url: `/api/jobs?q=trainee&${query}`,
      token: seeker.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZJobSearchResponse.parse(response.json()).items;
  }

  it('paid=true lists only paid internships, alone and with other filters', async () => {
    expect(names(await found('paid=true'))).toEqual(['paidNone', 'paidSome']);
    expect(names(await found('paid=true&experience=none'))).toEqual(['paidNone']);
    expect(names(await found('paid=true&withSalary=true'))).toEqual(['paidSome']);
  });

  it('salaryMin matches a range that reaches it, and withSalary leaves out jobs without one', async () => {
    expect(names(await found('salaryMin=50000'))).toEqual(['range']);
    expect(names(await found('salaryMin=30000'))).toEqual(['low', 'paidSome', 'plain', 'range', 'unpaid']);
    expect(names(await found('withSalary=true'))).not.toContain('unsalaried');
    expect(names(await found('withSalary=true'))).not.toContain('paidNone');
  });

  it.each(['paid=false', 'paid=1', 'paid=yes'])('answers 400 for %s', async (query) => {
    const response = await app().request({ method: 'GET', url: `/api/jobs?${query}`, token: seeker.token });
    expect(response.statusCode).toBe(400);
    expect(detailPaths(response).join(' ')).toContain('paid');
  });

  it('is served by its partial index on the live paid internships, in date order', async () => {
    const plan = await app().ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      const result = (await tx.execute(sql`explain select id from jobs
        where status = 'active' and held_at is null and (internship ->> 'paid') = 'true'
        order by published_at desc nulls last, id desc nulls last limit 21`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('jobs_active_paid_internship_idx');
  });

  it('lets a saved search with experience=none&paid=true reach only such jobs', async () => {
    const create = (name: string, query: object) =>
      app().request({
        method: 'POST',
        url: '/api/alerts',
        token: seeker.token,
        payload: { name, query: { q: 'trainee', ...query }, frequency: 'daily' },
      });
    const response = await create('Paid, no experience', { experience: 'none', paid: true });
    expect(response.statusCode, response.body).toBe(201);
    const alert = (response.json() as { alert: { id: string; query: object } }).alert;
    expect(alert.query).toMatchObject({ experience: 'none', paid: true });
    const salaried = (await create('With salary', { withSalary: true })).json() as { alert: { id: string } };
    expect((await create('Bad', { paid: false })).statusCode).toBe(400);
    expect((await create('Bad', { withSalary: 'true' })).statusCode).toBe(400);

    for (const id of Object.values(made)) await recordMatches(app().ctx.db, id);
    const reached = async (alertId: string) =>
      names(
        (
          await app()
            .ctx.db.select({ jobId: alertMatches.jobId })
            .from(alertMatches)
            .where(eq(alertMatches.alertId, alertId))
        ).map((row) => ({ id: row.jobId }) as TJob),
      );
    expect(await reached(alert.id)).toEqual(['paidNone']);
    expect(await reached(salaried.alert.id)).toEqual(['low', 'paidSome', 'plain', 'range', 'unpaid']);
  });
});
