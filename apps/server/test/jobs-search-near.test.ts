import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZJobSearchResponse, type TJob } from '@debut/contract/jobs';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';

// Text near a place: searches with words and a radius are answered through the cell-prefixed lexeme
// index (migration 0009) when the circle touches few enough cells, and through the text index and the
// point box otherwise. Both must give exactly the jobs that have the words and lie in the circle.

const app = useTestApp();
let seeker: TestUser;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const WORDS = ['courier', 'barista', 'cashier', 'packer', 'tutor'] as const;
const CENTRES = [
  { name: 'Moscow', lat: 55.7558, lng: 37.6173 },
  { name: 'Buenos Aires', lat: -34.6037, lng: -58.3816 },
  { name: 'Quito', lat: -0.1807, lng: -78.4678 },
];

interface Placed {
  id: string;
  title: string;
  lat: number;
  lng: number;
  publishedAt: Date;
}
const placed: Placed[] = [];

/** Deterministic pseudo-random numbers (mulberry32), so the jobs are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  const owner = await createUser(app());
  seeker = await createUser(app());
  const next = random(42);
  let minute = 0;
  for (const centre of CENTRES) {
    for (let i = 0; i < 40; i += 1) {
      // Within about 40 km of the centre, across many cells of the 0.1° grid.
      const lat = centre.lat + (next() - 0.5) * 0.7;
      const lng = centre.lng + (next() - 0.5) * 0.9;
      const first = WORDS[Math.floor(next() * WORDS.length)] ?? 'tutor';
      const second = WORDS[Math.floor(next() * WORDS.length)] ?? 'tutor';
      const title = `${first} and ${second} ${i}`;
      const job = await createJob(app(), owner.user.id, {
        title,
        description: 'A first job with training, friendly people and flexible hours.',
        companyName: 'Local Shop',
        category: 'retail',
        lat,
        lng,
      });
      minute += 1;
      const publishedAt = new Date(Date.UTC(2026, 10, 1, 0, minute));
      await publishJob(app(), job.id, publishedAt);
      placed.push({ id: job.id, title, lat, lng, publishedAt });
    }
  }
});

async function searchAll(query: Record<string, string | number>): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const params = new URLSearchParams(
      Object.entries({ ...query, limit: 7, ...(cursor ? { cursor } : {}) }).map(
        ([k, v]): [string, string] => [k, String(v)],
      ),
    );
    const response = await app().request({ method: 'GET', url: `/api/jobs?${params}`, token: seeker.token });
    expect(response.statusCode, response.body).toBe(200);
    const page = ZJobSearchResponse.parse(response.json());
    if (total === -1) total = page.total;
    expect(page.total).toBe(total);
    ids.push(...page.items.map((item: TJob) => item._id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total };
}

function expected(centre: { lat: number; lng: number }, radiusKm: number, words: string[]): Placed[] {
  return placed.filter(
    (job) =>
      distanceKm(centre, job) <= radiusKm &&
      words.every((word) => job.title.split(/\s+/).some((titleWord) => titleWord.startsWith(word))),
  );
}

describe('GET /jobs near a place', () => {
  it('gives exactly the jobs with the words inside the circle, on every page, in any hemisphere', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CENTRES),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: 0.5, max: 45, noNaN: true }),
        fc.subarray([...WORDS], { minLength: 1, maxLength: 2 }),
        fc.constantFrom('default', 'date'),
        async (centre, dLat, dLng, radiusKm, words, sort) => {
          const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
          const want = expected(point, radiusKm, words);
          const got = await searchAll({ q: words.join(' '), ...point, radiusKm, sort });
          expect(new Set(got.ids).size).toBe(got.ids.length);
          expect(got.total).toBe(want.length);
          // The same jobs; sorted by date also in the same order, newest first.
          const newestFirst = [...want].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
          const comparable = (ids: string[]) => (sort === 'date' ? ids : [...ids].sort());
          expect(comparable(got.ids)).toEqual(comparable(newestFirst.map((job) => job.id)));
        },
      ),
      { seed: 20261125, numRuns: 40 },
    );
  });

  it('orders by distance exactly, page after page, whether the nearest jobs are close or far', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CENTRES),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        fc.option(fc.double({ min: 1, max: 60, noNaN: true }), { nil: undefined }),
        async (centre, dLat, dLng, radiusKm) => {
          const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
          const want = placed
            .map((job) => ({ id: job.id, km: distanceKm(point, job) }))
            .filter((job) => radiusKm === undefined || job.km <= radiusKm)
            .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
            .map((job) => job.id);
          const got = await searchAll({ ...point, ...(radiusKm === undefined ? {} : { radiusKm }) });
          expect(got.ids).toEqual(want);
          expect(got.total).toBe(want.length);
        },
      ),
      { seed: 20261126, numRuns: 25 },
    );
  });

  it('matches word prefixes and typos near a place', async () => {
    const centre = { lat: 55.7558, lng: 37.6173 }; // Moscow
    const want = expected(centre, 25, ['courier'])
      .map((job) => job.id)
      .sort();
    expect(want.length).toBeGreaterThan(0);
    expect((await searchAll({ q: 'cour', ...centre, radiusKm: 25 })).ids.sort()).toEqual(want);
    expect((await searchAll({ q: 'couirer', ...centre, radiusKm: 25 })).ids.sort()).toEqual(want);
  });

  it('keeps a job a few metres inside the radius and leaves one a few metres outside, across cells', async () => {
    const job = placed[0];
    if (!job) throw new Error('no jobs');
    // A point 0.15° of latitude south: the job lies in another cell of the grid than the point.
    const point = { lat: job.lat - 0.15, lng: job.lng };
    const exact = distanceKm(point, job);
    const word = job.title.split(' ')[0] ?? '';
    const near = await searchAll({ q: word, ...point, radiusKm: exact + 0.01 });
    expect(near.ids).toContain(job.id);
    const far = await searchAll({ q: word, ...point, radiusKm: exact - 0.01 });
    expect(far.ids).not.toContain(job.id);
  });

  it('searches a radius too wide for the cell index through the text index and the box', async () => {
    const centre = { lat: -34.6037, lng: -58.3816 }; // Buenos Aires
    const want = expected(centre, 300, ['barista'])
      .map((job) => job.id)
      .sort();
    expect(want.length).toBeGreaterThan(0);
    expect((await searchAll({ q: 'barista', ...centre, radiusKm: 300 })).ids.sort()).toEqual(want);
  });
});
