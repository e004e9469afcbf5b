import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ZJobSearchResponse,
  ZJobWriteResponse,
  type TExperience,
  type TJobWriteResponse,
} from '@debut/contract/jobs';
import { alertMatches, users } from '../src/db/schema.ts';
import { recordMatches } from '../src/modules/alerts/matching.ts';
import { createJob, createUser, jobInput, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 33 item 1: `experience` is stored, filtered on (search and alerts) and checked against the
// job's own words (DESIGN.md §14.3).

const app = useTestApp();
let owner: TestUser;
let seeker: TestUser;

const ASKS_EN = 'Serve guests at the bar. 2+ years of experience in a busy café.';
const ASKS_RU = 'Обслуживание гостей в зале. Опыт работы от 1 года.';

beforeAll(async () => {
  owner = await createUser(app());
  seeker = await createUser(app());
});

async function post(token: string, body: object, headers: Record<string, string> = {}) {
  return app().request({ method: 'POST', url: '/api/jobs', token, payload: body, headers });
}

function written(response: { statusCode: number; body: string; json: () => unknown }): TJobWriteResponse {
  return ZJobWriteResponse.parse(response.json());
}

describe('experience on a job', () => {
  it('is "none" when left out, and kept as given', async () => {
    const plain = await post(owner.token, jobInput());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(written(plain)).toMatchObject({ job: { experience: 'none' }, warnings: [] });

    const given = await post(owner.token, jobInput({ experience: '1_3' }));
    expect(written(given).job.experience).toBe('1_3');
  });

  it('answers 400 for a level it does not know, in a body, a search and an alert', async () => {
    const body = await post(owner.token, { ...jobInput(), experience: 'some' });
    expect(body.statusCode).toBe(400);
    const search = await app().request({ method: 'GET', url: '/api/jobs?experience=2', token: seeker.token });
    expect(search.statusCode).toBe(400);
    const alert = await app().request({
      method: 'POST',
      url: '/api/alerts',
      token: seeker.token,
      payload: { name: 'Bad', query: { experience: 'lots' }, frequency: 'daily' },
    });
    expect(alert.statusCode).toBe(400);
  });
});

describe('the experience contradiction warning', () => {
  it('warns when a job marked "none" asks for experience, in the caller’s language', async () => {
    const english = await post(owner.token, jobInput({ description: ASKS_EN }));
    expect(english.statusCode, english.body).toBe(201);
    const [warning] = written(english).warnings;
    expect(warning?.code).toBe('EXPERIENCE_CONTRADICTION');
    expect(warning?.text).toMatch(/experience/i);

    // The account's language comes before the browser's; without one, the browser's. (Set before the
    // account's first request: the session cache keeps the account as it was read.)
    const speaking = async (language: string | null) => {
      const user = await createUser(app());
      await app().ctx.db.update(users).set({ language }).where(eq(users.id, user.user.id));
      return user;
    };
    const russianJob = jobInput({ requirements: ASKS_RU, noSpecialRequirements: false });
    const germanBrowser = { 'accept-language': 'de-DE,de;q=0.9' };
    const asAccount = await post(owner.token, russianJob, germanBrowser);
    expect(asAccount.statusCode, asAccount.body).toBe(201);
    expect(written(asAccount).warnings[0]?.text).toBe(warning?.text);
    const russian = await post(
      (await speaking('ru')).token,
      jobInput({ title: 'Experienced barista wanted' }),
      germanBrowser,
    );
    expect(written(russian).warnings[0]?.text).toMatch(/опыт/);
    const german = await post((await speaking(null)).token, russianJob, germanBrowser);
    expect(written(german).warnings).toEqual([
      { code: 'EXPERIENCE_CONTRADICTION', text: expect.stringMatching(/Erfahrung/) },
    ]);
  });

  it('does not warn when the level asks for experience too, or when the text says none is needed', async () => {
    const levelled = await post(owner.token, jobInput({ description: ASKS_EN, experience: 'under_1' }));
    expect(written(levelled).warnings).toEqual([]);
    const negated = await post(
      owner.token,
      jobInput({ description: 'Serve guests at the bar. No experience needed, we will train you.' }),
    );
    expect(written(negated).warnings).toEqual([]);
  });

  it('checks the job as it is after an edit: the merged text and level', async () => {
    const created = written(await post(owner.token, jobInput({ description: ASKS_EN, experience: '1_3' })));
    expect(created.warnings).toEqual([]);
    const put = (payload: object) =>
      app().request({ method: 'PUT', url: `/api/jobs/${created.job.id}`, token: owner.token, payload });

    // Only the level changes; the stored description still asks for experience.
    const toNone = await put({ experience: 'none' });
    expect(toNone.statusCode, toNone.body).toBe(200);
    expect(written(toNone).job.experience).toBe('none');
    expect(written(toNone).warnings.map((w) => w.code)).toEqual(['EXPERIENCE_CONTRADICTION']);

    const reworded = await put({ description: 'Serve guests at the bar; we teach you everything.' });
    expect(written(reworded).warnings).toEqual([]);
    // An edit that leaves the level out keeps it.
    expect(written(reworded).job.experience).toBe('none');
  });
});

describe('GET /jobs?experience=', () => {
  const made: Partial<Record<TExperience, string>> = {};

  beforeAll(async () => {
    const levels: TExperience[] = ['none', 'under_1', '1_3', '3_plus'];
    for (const experience of levels) {
      const job = await createJob(app(), owner.user.id, { title: `Cashier ${experience}`, experience });
      made[experience] = (await publishJob(app(), job.id)).id;
    }
  });

  it('lists only the jobs of that level', async () => {
    for (const experience of ['none', '1_3'] as const) {
      const response = await app().request({
        method: 'GET',
        url: `/api/jobs?q=cashier&experience=${experience}`,
        token: seeker.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { items } = ZJobSearchResponse.parse(response.json());
      expect(items.map((job) => job.id)).toEqual([made[experience]]);
      expect(items[0]?.experience).toBe(experience);
    }
  });

  it('is served by its partial index on the live jobs, in date order', async () => {
    const plan = await app().ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      const result = (await tx.execute(sql`explain select id from jobs
        where status = 'active' and held_at is null and experience = 'none'
        order by published_at desc nulls last, id desc nulls last limit 21`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('jobs_active_experience_idx');
  });

  it('lets a saved search with experience=none reach only such jobs', async () => {
    const response = await app().request({
      method: 'POST',
      url: '/api/alerts',
      token: seeker.token,
      payload: { name: 'No experience', query: { q: 'cashier', experience: 'none' }, frequency: 'daily' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const alertId = (response.json() as { alert: { id: string; query: object } }).alert.id;
    expect((response.json() as { alert: { query: object } }).alert.query).toMatchObject({
      experience: 'none',
    });
    for (const id of Object.values(made)) await recordMatches(app().ctx.db, id);
    const reached = await app()
      .ctx.db.select({ jobId: alertMatches.jobId })
      .from(alertMatches)
      .where(eq(alertMatches.alertId, alertId));
    expect(reached.map((row) => row.jobId)).toEqual([made.none]);
  });
});

// Issue 33 item 4: how recently a job was published.
describe('GET /jobs?postedWithinDays=', () => {
  it('lists only the jobs published within that many days, and refuses other numbers', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const made: Record<string, string> = {};
    for (const [name, age] of [
      ['today', 0.2],
      ['twoDays', 2],
      ['tenDays', 10],
    ] as const) {
      const job = await createJob(app(), owner.user.id, { title: `Florist ${name}` });
      made[name] = (await publishJob(app(), job.id, daysAgo(age))).id;
    }
    const found = async (days: number) => {
      const response = await app().request({
        method: 'GET',
        url: `/api/jobs?q=florist&sort=date&postedWithinDays=${days}`,
        token: seeker.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZJobSearchResponse.parse(response.json()).items.map((job) => job.id);
    };
    expect(await found(1)).toEqual([made['today']]);
    expect(await found(3)).toEqual([made['today'], made['twoDays']]);
    expect(await found(30)).toEqual([made['today'], made['twoDays'], made['tenDays']]);
    for (const bad of ['2', '0', '-1', 'week', '7.5']) {
      const response = await app().request({
        method: 'GET',
        url: `/api/jobs?postedWithinDays=${bad}`,
        token: seeker.token,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
