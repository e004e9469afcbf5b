import { beforeAll, describe, expect, it } from 'vitest';
import { ZJobSearchResponse, type TJob } from '@debut/contract/jobs';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, MOSCOW, publishJob, type TestUser } from './support/factories.ts';

const app = useTestApp();
const KM = 1 / 111.045;
let seeker: TestUser;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

beforeAll(async () => {
  const owner = await createUser(app());
  seeker = await createUser(app());
  const jobsToMake = [
    // name, fields, published day (or undefined for a draft)
    ['barista', { title: 'Barista at a city café', lat: MOSCOW.lat + 5 * KM }, 10],
    [
      'developer',
      {
        title: 'Junior software developer',
        companyName: 'Yandex Lavka',
        category: 'software developer',
        description: 'Write TypeScript for our delivery apps together with a mentor. Remote Fridays.',
        schedule: 'flexible',
        employmentType: 'internship',
        salary: 90000,
        lat: MOSCOW.lat + 15 * KM,
      },
      12,
    ],
    [
      'courier',
      {
        title: 'Courier on a bicycle',
        companyName: 'Samokat',
        category: 'Courier',
        description:
          'Deliver groceries around the district; a barista background is a plus for the café orders.',
        schedule: 'shift',
        employmentType: 'temporary',
        salary: 60000,
        lat: MOSCOW.lat - 30 * KM,
      },
      11,
    ],
    [
      'petersburg',
      {
        title: 'Waiter in Saint Petersburg',
        category: 'waiter',
        description: 'Serve guests in a busy restaurant on Nevsky Prospekt, evening shifts.',
        lat: 59.9343,
        lng: 30.3351,
        salary: 40000,
      },
      9,
    ],
    [
      'japanese',
      {
        title: 'カフェスタッフ アルバイト',
        category: 'barista',
        description: '東京の カフェ で 働く スタッフ を 募集 しています。 未経験 歓迎 です。',
        lat: 35.6762,
        lng: 139.6503,
        salary: 1200,
        salaryCurrency: 'JPY',
        salaryPeriod: 'hourly',
      },
      8,
    ],
    ['draft', { title: 'Barista draft that is not published' }, undefined],
    ['closed', { title: 'Barista job that was closed' }, 7],
  ] as const;
  for (const [name, fields, published] of jobsToMake) {
    const job = await createJob(app(), owner.user.id, fields as Record<string, unknown>);
    ids[name] = job.id;
    if (published) await publishJob(app(), job.id, day(published));
  }
  await app().ctx.db.execute(
    (await import('drizzle-orm'))
      .sql`update jobs set status = 'closed', closed_reason = 'owner' where id = ${ids.closed}`,
  );
});

async function search(query: Record<string, string | number>) {
  const url = `/api/jobs?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
  return app().request({ method: 'GET', url, token: seeker.token });
}
async function found(
  query: Record<string, string | number>,
): Promise<{ items: TJob[]; total: number; nextCursor: string | null }> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return ZJobSearchResponse.parse(response.json());
}
const names = (items: TJob[]) => items.map((item) => Object.keys(ids).find((name) => ids[name] === item._id));

describe('GET /jobs text search', () => {
  it('lists only active jobs, newest first, with the total', async () => {
    const result = await found({});
    expect(names(result.items)).toEqual(['developer', 'courier', 'barista', 'petersburg', 'japanese']);
    expect(result.total).toBe(5);
    expect(result.nextCursor).toBeNull();
  });

  it('matches title, company, category and description, title first', async () => {
    // Title (A) above category (B) above description (C).
    const result = await found({ q: 'barista' });
    expect(names(result.items)).toEqual(['barista', 'japanese', 'courier']);
    expect(names((await found({ q: 'samokat' })).items)).toEqual(['courier']);
    expect(names((await found({ q: 'typescript mentor' })).items)).toEqual(['developer']);
  });

  it('matches word prefixes and is case-insensitive', async () => {
    expect(names((await found({ q: 'DEVELOP' })).items)).toEqual(['developer']);
    expect(names((await found({ q: 'petersb' })).items)).toEqual(['petersburg']);
  });

  it('takes words under three letters as whole words, not prefixes', async () => {
    // "Serve guests…" must not match "se".
    expect((await found({ q: 'se' })).total).toBe(0);
  });

  it('still finds a job through a typo', async () => {
    expect(names((await found({ q: 'developr' })).items)).toEqual(['developer']);
    expect(names((await found({ q: 'curier' })).items)).toEqual(['courier']);
  });

  it('works in any language', async () => {
    expect(names((await found({ q: 'カフェ' })).items)).toEqual(['japanese']);
  });

  it('finds nothing for a word no job has', async () => {
    expect(await found({ q: 'astronaut' })).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      nextCursor: null,
    });
  });
});

describe('GET /jobs radius', () => {
  it('keeps jobs within the radius, nearest first, with distanceKm', async () => {
    const result = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: 20 });
    expect(names(result.items)).toEqual(['barista', 'developer']);
    expect(result.items[0]?.distanceKm).toBeCloseTo(5, 0);
    expect(result.items[1]?.distanceKm).toBeCloseTo(15, 0);
  });

  it('includes a job just inside and leaves one just outside', async () => {
    const all = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng });
    const distance = all.items.find((item) => item._id === ids.developer)?.distanceKm ?? 0;
    expect(distance).toBeGreaterThan(14);
    const inside = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: distance + 0.02 });
    expect(names(inside.items)).toContain('developer');
    const outside = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: distance - 0.02 });
    expect(names(outside.items)).not.toContain('developer');
    expect(names(outside.items)).toContain('barista');
  });

  it('gives every job a distance, nearest first, when a point has no radius', async () => {
    const result = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng });
    expect(result.total).toBe(5);
    expect(names(result.items).slice(0, 3)).toEqual(['barista', 'developer', 'courier']);
    expect(result.items.every((item) => typeof item.distanceKm === 'number')).toBe(true);
  });

  it('combines text and radius, and date sort with a point', async () => {
    expect(
      names((await found({ q: 'barista', lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: 10 })).items),
    ).toEqual(['barista']);
    const byDate = await found({ sort: 'date', lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: 50 });
    expect(names(byDate.items)).toEqual(['developer', 'courier', 'barista']);
  });

  it('measures great-circle distances (Moscow to Saint Petersburg is about 634 km)', async () => {
    const result = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: 1000 });
    const petersburg = result.items.find((item) => item._id === ids.petersburg);
    expect(petersburg?.distanceKm).toBeGreaterThan(630);
    expect(petersburg?.distanceKm).toBeLessThan(638);
  });

  it('handles a point near the antimeridian', async () => {
    expect((await found({ lat: 64.7, lng: 179.9, radiusKm: 500 })).items).toEqual([]);
  });
});

describe('GET /jobs filters', () => {
  it('filters by category (any case), schedule, employment type and salary', async () => {
    expect(names((await found({ category: 'courier' })).items)).toEqual(['courier']);
    expect(names((await found({ category: 'BARISTA' })).items)).toEqual(['barista', 'japanese']);
    expect(names((await found({ schedule: 'flexible' })).items)).toEqual(['developer']);
    expect(names((await found({ employmentType: 'temporary' })).items)).toEqual(['courier']);
    expect(names((await found({ salaryMin: 50000 })).items)).toEqual(['developer', 'courier']);
    expect(names((await found({ salaryMin: 50000, schedule: 'shift' })).items)).toEqual(['courier']);
  });

  it('leaves out jobs without a salary when withSalary=true', async () => {
    const all = (await found({ limit: 50 })).items;
    const paid = (await found({ withSalary: 'true', limit: 50 })).items;
    expect(paid.every((item) => item.salary !== null)).toBe(true);
    expect(names(paid).sort()).toEqual(names(all.filter((item) => item.salary !== null)).sort());
    expect(names(paid)).toEqual(expect.arrayContaining(['developer', 'courier', 'petersburg', 'japanese']));
  });
});

describe('GET /jobs pagination', () => {
  it('walks every page once with keyset cursors', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof found>> = await found({
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.total).toBe(5);
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual((await found({})).items.map((item) => item._id));
  });

  it('pages by distance and by rank too', async () => {
    const byDistance = await found({ lat: MOSCOW.lat, lng: MOSCOW.lng, limit: 1 });
    const next = await found({
      lat: MOSCOW.lat,
      lng: MOSCOW.lng,
      limit: 1,
      cursor: byDistance.nextCursor ?? '',
    });
    expect(names([...byDistance.items, ...next.items])).toEqual(['barista', 'developer']);
    const byRank = await found({ q: 'barista', limit: 2 });
    const rest = await found({ q: 'barista', limit: 2, cursor: byRank.nextCursor ?? '' });
    expect(names([...byRank.items, ...rest.items])).toEqual(['barista', 'japanese', 'courier']);
    expect(rest.nextCursor).toBeNull();
    expect(rest.total).toBe(3);
  });

  it('pages nearest first across the circles it looks in (3, 12 and 48 km for a 48 km radius)', async () => {
    // Barista 5 km away, developer 15, courier 30: a page of one needs the 12 km circle, then 48.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof found>> = await found({
        lat: MOSCOW.lat,
        lng: MOSCOW.lng,
        radiusKm: 48,
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.total).toBe(3);
      seen.push(...names(page.items).map(String));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['barista', 'developer', 'courier']);
  });

  it('answers 50 at most and refuses a cursor from another ordering', async () => {
    const dated = await found({ limit: 1 });
    const response = await search({ q: 'barista', cursor: dated.nextCursor ?? '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('cursor');
  });
});

describe('GET /jobs bad parameters', () => {
  it.each([
    [{ limit: 0 }, 'querystring.limit'],
    [{ limit: 51 }, 'querystring.limit'],
    [{ limit: 'ten' }, 'querystring.limit'],
    [{ lat: 91, lng: 0 }, 'querystring.lat'],
    [{ lat: 0, lng: 181 }, 'querystring.lng'],
    [{ lat: 55 }, 'querystring.lat'],
    [{ radiusKm: 10 }, 'querystring.radiusKm'],
    [{ lat: 55, lng: 37, radiusKm: 0 }, 'querystring.radiusKm'],
    [{ lat: 55, lng: 37, radiusKm: -5 }, 'querystring.radiusKm'],
    [{ sort: 'price' }, 'querystring.sort'],
    [{ schedule: 'nights' }, 'querystring.schedule'],
    [{ salaryMin: -1 }, 'querystring.salaryMin'],
    [{ withSalary: 'false' }, 'querystring.withSalary'],
    [{ withSalary: 'yes' }, 'querystring.withSalary'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ colour: 'red' }, 'querystring'],
  ])('answers 400 for %j', async (query, path) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().details[0].path).toBe(path);
  });

  it('needs a signed-in user', async () => {
    expect((await app().request({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
  });
});
