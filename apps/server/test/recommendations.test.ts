import { describe, expect, it } from 'vitest';
import { ZRecommendedResponse } from '@debut/contract/jobs';
import { fitsAvailability } from '../src/modules/jobs/recommendations.ts';
import { createJob, createUser, MOSCOW, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// DESIGN.md §14.3 (issue 33 item 6): recommendations from the CV, applications and favourites.

const app = useTestApp();

// Kazan: far from Moscow, where most tests' jobs are, so they never come near this test's seeker.
const KAZAN = { name: 'Kazan', lat: 55.7963, lng: 49.1088 };

async function liveJob(owner: TestUser, overrides: Parameters<typeof createJob>[2] = {}, ageMinutes = 0) {
  return publishJob(
    app(),
    (await createJob(app(), owner.user.id, overrides)).id,
    new Date(Date.now() - ageMinutes * 60_000),
  );
}

async function recommended(person: TestUser, limit = 50) {
  const response = await app().request({
    method: 'GET',
    url: `/api/jobs/recommended?limit=${limit}`,
    token: person.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZRecommendedResponse.parse(response.json()).items;
}

describe('GET /jobs/recommended', () => {
  it('recommends by the CV’s professions, city and availability, says why, and leaves out the applied, the hidden and one’s own', async () => {
    const [seeker, employer, other] = await Promise.all([
      createUser(app()),
      createUser(app()),
      createUser(app()),
    ]);
    expect(await recommended(seeker)).toEqual([]);

    const put = await app().request({
      method: 'PUT',
      url: '/api/resumes/me',
      token: seeker.token,
      payload: {
        desiredCategories: ['Репетитор'],
        availability: { daysPerWeek: 3, hoursPerDay: 6 },
        city: KAZAN,
        phone: '+79161234567',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().resume).toMatchObject({ city: KAZAN, phone: '+79161234567' });

    const kazan = { lat: KAZAN.lat + 0.02, lng: KAZAN.lng, address: 'Baumana 1, Kazan' };
    const floristNearFits = await liveJob(
      employer,
      { title: 'Florist in Kazan', category: 'tutor', ...kazan, schedule: 'flexible' },
      5,
    );
    const floristFar = await liveJob(
      employer,
      {
        title: 'Florist in Moscow',
        category: 'tutor',
        ...MOSCOW,
        schedule: 'full_time',
        employmentType: 'full',
      },
      4,
    );
    const nearOther = await liveJob(
      employer,
      {
        title: 'Courier in Kazan',
        category: 'courier',
        ...kazan,
        schedule: 'full_time',
        employmentType: 'full',
      },
      3,
    );
    const applied = await liveJob(other, { title: 'Florist applied to', category: 'tutor', ...kazan }, 2);
    const hidden = await liveJob(other, { title: 'Florist hidden', category: 'tutor', ...kazan }, 1);
    await liveJob(employer, { title: 'Far courier', category: 'courier', ...MOSCOW });
    await liveJob(seeker, { title: 'My own florist job', category: 'tutor', ...kazan });

    expect(
      (await app().request({ method: 'POST', url: `/api/applications/${applied.id}`, token: seeker.token }))
        .statusCode,
    ).toBe(201);
    expect(
      (await app().request({ method: 'PUT', url: `/api/hidden/jobs/${hidden.id}`, token: seeker.token }))
        .statusCode,
    ).toBe(200);

    const items = await recommended(seeker);
    expect(items.map((job) => [job.title, job.reasons])).toEqual([
      ['Florist in Kazan', ['category', 'near', 'schedule']],
      ['Courier in Kazan', ['near']],
      ['Florist in Moscow', ['category']],
    ]);
    expect(items.map((job) => job.id)).toEqual([floristNearFits.id, nearOther.id, floristFar.id]);
    expect((await recommended(seeker, 1)).map((job) => job.title)).toEqual(['Florist in Kazan']);
  });

  it('learns professions from applications and favourites when the CV names none', async () => {
    const [seeker, employer] = await Promise.all([createUser(app()), createUser(app())]);
    const liked = await liveJob(employer, { title: 'Liked barber', category: 'photographer' });
    const similar = await liveJob(employer, { title: 'Another barber', category: 'photographer' });
    expect(
      (await app().request({ method: 'PUT', url: `/api/favorites/${liked.id}`, token: seeker.token }))
        .statusCode,
    ).toBe(200);
    const items = await recommended(seeker);
    expect(items.map((job) => job.id)).toContain(similar.id);
    expect(items.every((job) => job.category === 'photographer' && job.reasons.includes('category'))).toBe(
      true,
    );
  });

  it('refuses a limit out of range and an unknown parameter', async () => {
    const seeker = await createUser(app());
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'city=Kazan']) {
      const response = await app().request({
        method: 'GET',
        url: `/api/jobs/recommended?${query}`,
        token: seeker.token,
      });
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'VALIDATION']);
    }
  });

  it('refuses a phone that is not E.164, with the message that says how to write it', async () => {
    const seeker = await createUser(app());
    const response = await app().request({
      method: 'PUT',
      url: '/api/resumes/me',
      token: seeker.token,
      payload: { phone: '8 916 123-45-67' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        path: 'phone',
        message: 'Write the phone number in international format, e.g. +79161234567',
      }),
    ]);
  });
});

describe('fitsAvailability', () => {
  const job = {
    daysPerWeek: null,
    hoursPerDay: null,
    schedule: 'shift',
    employmentType: 'temporary',
  } as const;
  it('fits stated days and hours within the availability, and a flexible schedule to a short week', () => {
    expect(
      fitsAvailability({ ...job, daysPerWeek: 3, hoursPerDay: 4 }, { daysPerWeek: 3, hoursPerDay: 6 }),
    ).toBe(true);
    expect(fitsAvailability({ ...job, daysPerWeek: 5, hoursPerDay: 4 }, { daysPerWeek: 3 })).toBe(false);
    expect(fitsAvailability(job, { daysPerWeek: 2 })).toBe(true);
    expect(fitsAvailability({ ...job, schedule: 'full_time' }, { daysPerWeek: 2 })).toBe(false);
    expect(fitsAvailability({ ...job, schedule: 'full_time' }, { daysPerWeek: 5, hoursPerDay: 8 })).toBe(
      true,
    );
    expect(fitsAvailability(job, {})).toBe(false);
  });
});
