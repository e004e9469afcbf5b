import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZJobResponse, ZJobSearchResponse } from '@debut/contract/jobs';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, jobInput, publishJob, type TestUser } from './support/factories.ts';

const app = useTestApp();
let owner: TestUser;

beforeAll(async () => {
  owner = await createUser(app());
});

const post = (payload: object) =>
  app().request({ method: 'POST', url: '/api/jobs', payload, token: owner.token });
const put = (id: string, payload: object) =>
  app().request({ method: 'PUT', url: `/api/jobs/${id}`, payload, token: owner.token });

async function created(fields: Record<string, unknown>) {
  const response = await post(jobInput(fields));
  expect(response.statusCode, response.body).toBe(201);
  return ZJobResponse.parse(response.json()).job;
}

describe('POST /jobs category', () => {
  it.each([
    ['a key', 'waiter', 'waiter'],
    ['a German name with (m/w/d)', 'Kellner (m/w/d)', 'waiter'],
    ['a Russian name', 'Бариста', 'barista'],
    ['an English name in capitals', 'SALES ASSISTANT', 'sales_assistant'],
  ])('stores %s as the key', async (_what, category, key) => {
    const job = await created({ category });
    expect(job.category).toBe(key);
    expect(job.categoryOther).toBeNull();
  });

  it('keeps other words as "other" with those words', async () => {
    const job = await created({ category: 'Dog walker' });
    expect(job).toMatchObject({ category: 'other', categoryOther: 'Dog walker' });
    const named = await created({ category: 'other', categoryOther: 'Beekeeper' });
    expect(named).toMatchObject({ category: 'other', categoryOther: 'Beekeeper' });
  });

  it.each([
    ['"other" without words', { category: 'other' }, 'category_other_required'],
    [
      'words beside a listed profession',
      { category: 'barista', categoryOther: 'Coffee' },
      'category_other_only_for_other',
    ],
  ])('refuses %s with 400 naming categoryOther', async (_what, fields, code) => {
    const response = await post(jobInput(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'categoryOther', code }] });
  });

  it('refuses one-letter or over-long words for "other"', async () => {
    for (const categoryOther of ['x', 'y'.repeat(81)]) {
      const response = await post(jobInput({ category: 'other', categoryOther }));
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('PUT /jobs/{id} category', () => {
  it('maps an edited name, drops the old words, and keeps them when only the words change', async () => {
    const job = await created({ category: 'Dog walker' });
    const words = await put(job._id, { categoryOther: 'Dog sitter' });
    expect(words.json().job).toMatchObject({ category: 'other', categoryOther: 'Dog sitter' });
    const listed = await put(job._id, { category: 'Kurier' });
    expect(listed.json().job).toMatchObject({ category: 'courier', categoryOther: null });
    const refused = await put(job._id, { categoryOther: 'Cyclist' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /jobs by profession', () => {
  let seeker: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    seeker = await createUser(app());
    const jobs = {
      waiter: { title: 'Evening shifts at a bistro', category: 'Kellner (m/w/d)' },
      barista: { title: 'Morning shifts at a coffee bar', category: 'barista' },
      walker: { title: 'Walk dogs in the park', category: 'Dog walker' },
      cook: { title: 'Help in a small restaurant kitchen', category: 'cook' },
    };
    for (const [name, fields] of Object.entries(jobs)) {
      const job = await createJob(app(), owner.user.id, {
        ...fields,
        description: 'A friendly team, training on the first day and flexible hours for students.',
        companyName: 'Corner Place',
      });
      await publishJob(app(), job.id);
      ids[name] = job.id;
    }
  });

  async function names(query: Record<string, string>) {
    const response = await app().request({
      method: 'GET',
      url: `/api/jobs?${new URLSearchParams(query)}`,
      token: seeker.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = ZJobSearchResponse.parse(response.json()).items;
    return items.map((item) => Object.keys(ids).find((name) => ids[name] === item._id)).sort();
  }

  it.each([
    ['the key', 'waiter'],
    ['the English name', 'Waiter'],
    ['the German name', 'Kellner'],
    ['the Russian name', 'официант'],
    ['the Arabic name', 'نادل'],
  ])('filters by %s', async (_what, category) => {
    expect(await names({ category })).toEqual(['waiter']);
  });

  it('filters other words against the owner words of "other" jobs, any case', async () => {
    expect(await names({ category: 'dog WALKER' })).toEqual(['walker']);
    expect(await names({ category: 'Cat walker' })).toEqual([]);
    expect(await names({ category: 'other' })).toEqual(['walker']);
  });

  it.each([
    ['Japanese', 'ホールスタッフ', ['waiter']],
    ['Russian', 'Официант', ['waiter']],
    ['Arabic', 'نادل', ['waiter']],
    ['Hindi', 'वेटर', ['waiter']],
    ['Chinese', '咖啡师', ['barista']],
    ['German, by a prefix', 'Kell', ['waiter']],
    ['Arabic with its vowel marks', 'طبّاخ', ['cook']],
    ['the words of "other"', 'dog walker', ['walker']],
  ])('finds a job by its profession name in %s', async (_language, q, expected) => {
    expect(await names({ q })).toEqual(expected);
  });

  it('corrects a typo in a profession name in another language', async () => {
    expect(await names({ q: 'oficiant' })).toEqual([]);
    expect(await names({ q: 'официнт' })).toEqual(['waiter']);
  });

  it("indexes the text people wrote: a profession's names live once, not in each job (DESIGN.md §14.4)", async () => {
    const vector = await app()
      .ctx.db.execute(sql`select search::text as text from jobs where id = ${ids.waiter}`)
      .then((result) => (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '');
    expect(vector).toContain("'bistro'");
    expect(vector).not.toContain('официант');
    expect(vector).not.toContain('kellner');
  });

  it('matches a word by the text or the profession, each word of several', async () => {
    expect(await names({ q: 'kellner bistro' })).toEqual(['waiter']);
    expect(await names({ q: 'kellner coffee' })).toEqual([]);
    expect(await names({ q: 'barista coffee', sort: 'date' })).toEqual(['barista']);
  });
});

describe('GET /jobs ranks a profession match', () => {
  it('below the word in the title and above the word in the description (decision 063)', async () => {
    const seeker = await createUser(app());
    const made: Record<string, string> = {};
    const jobs = {
      titled: { title: 'Photographer wanted for a small studio', category: 'copywriter' },
      profession: { title: 'Studio help at weekends', category: 'photographer' },
      described: {
        title: 'Studio assistant',
        category: 'video_editor',
        description: 'You help our photographer with the lights and keep the studio tidy every weekend.',
      },
    };
    for (const [name, fields] of Object.entries(jobs)) {
      const job = await createJob(app(), owner.user.id, {
        description: 'Cameras, lights and a friendly team at a small studio for students.',
        companyName: 'Light Company',
        ...fields,
      });
      await publishJob(app(), job.id);
      made[name] = job.id;
    }
    const response = await app().request({
      method: 'GET',
      url: '/api/jobs?q=photographer',
      token: seeker.token,
    });
    const order = ZJobSearchResponse.parse(response.json()).items.map((item) => item._id);
    const at = (name: string) => order.indexOf(made[name] ?? '');
    expect(at('titled')).toBeGreaterThanOrEqual(0);
    expect(at('titled')).toBeLessThan(at('profession'));
    expect(at('profession')).toBeLessThan(at('described'));
  });
});
