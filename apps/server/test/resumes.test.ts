import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplication } from '@debut/contract/applications';
import { RESUME_LIMITS, type TPutResumeRequest, type TResume } from '@debut/contract/resumes';
import { resumes } from '../src/db/schema.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// DESIGN.md §13.3: the seeker's profile, and what the employers they apply to see of it.

const app = useTestApp();

const PROFILE: TPutResumeRequest = {
  headline: 'Student looking for a first job in a café',
  about: 'Second-year student, friendly and punctual.',
  education: [{ institution: 'Moscow State University', field: 'Economics', startYear: 2024, endYear: 2028 }],
  skills: ['Customer service', 'Excel'],
  languages: [
    { code: 'ru', level: 'native' },
    { code: 'en', level: 'conversational' },
  ],
  availability: { daysPerWeek: 3, hoursPerDay: 6, from: '2026-12-01' },
  desiredCategories: ['barista', 'waiter'],
};

const put = (person: TestUser, body: unknown) =>
  app().request({ method: 'PUT', url: '/api/resumes/me', token: person.token, payload: body as object });

async function applicantsOf(owner: TestUser, jobId: string): Promise<TApplication[]> {
  const response = await app().request({
    method: 'GET',
    url: `/api/jobs/${jobId}/applications`,
    token: owner.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: TApplication[] }).items;
}

describe('the seeker’s profile', () => {
  it('is 404 until written, then read back whole, rewritten whole, and deleted', async () => {
    const seeker = await createUser(app());
    expect(
      (await app().request({ method: 'GET', url: '/api/resumes/me', token: seeker.token })).statusCode,
    ).toBe(404);
    const written = await put(seeker, PROFILE);
    expect(written.statusCode, written.body).toBe(200);
    const { resume } = written.json() as { resume: TResume };
    expect(resume).toMatchObject({ ...PROFILE, shareWithEmployers: true });
    expect(Date.parse(resume.updatedAt)).not.toBeNaN();

    const read = await app().request({ method: 'GET', url: '/api/resumes/me', token: seeker.token });
    expect(read.json()).toEqual({ resume });

    // PUT is the whole profile: what is left out is emptied.
    const rewritten = await put(seeker, { headline: 'Only a headline' });
    expect(rewritten.json()).toMatchObject({
      resume: { headline: 'Only a headline', skills: [], education: [] },
    });

    expect(
      (await app().request({ method: 'DELETE', url: '/api/resumes/me', token: seeker.token })).statusCode,
    ).toBe(204);
    expect(
      (await app().request({ method: 'GET', url: '/api/resumes/me', token: seeker.token })).statusCode,
    ).toBe(404);
  });

  it('refuses what is out of bounds with 400 and keeps the saved profile', async () => {
    const seeker = await createUser(app());
    await put(seeker, PROFILE);
    for (const body of [
      { headline: 'x'.repeat(RESUME_LIMITS.headline + 1) },
      { about: 'x'.repeat(RESUME_LIMITS.about + 1) },
      { skills: Array.from({ length: RESUME_LIMITS.skills + 1 }, (_, index) => `skill ${index}`) },
      { skills: ['x'.repeat(RESUME_LIMITS.skill + 1)] },
      { languages: [{ code: 'xx', level: 'basic' }] },
      { languages: [{ code: 'ru', level: 'expert' }] },
      { education: [{ institution: 'School', startYear: 2020, endYear: 2019 }] },
      { education: [{ institution: '', startYear: 2020 }] },
      { availability: { daysPerWeek: 8 } },
      { availability: { from: '01.12.2026' } },
      { desiredCategories: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { photo: 'me.jpg' },
    ]) {
      const response = await put(seeker, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const read = await app().request({ method: 'GET', url: '/api/resumes/me', token: seeker.token });
    expect(read.json()).toMatchObject({ resume: { headline: PROFILE.headline } });
  });

  it('shows beside the application to the job’s owner only while shared, at once after a change', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const plain = await createUser(app());
    const job = await publishJob(app(), (await createJob(app(), owner.user.id)).id);
    await put(seeker, PROFILE);
    for (const person of [seeker, plain]) {
      const applied = await app().request({
        method: 'POST',
        url: `/api/applications/${job.id}`,
        token: person.token,
      });
      expect(applied.statusCode).toBe(201);
      // The applicant's own view never carries it.
      expect(applied.json()).not.toHaveProperty('application.resume');
    }
    const byName = async () =>
      new Map((await applicantsOf(owner, job.id)).map((item) => [item.user?._id, item.resume]));
    let seen = await byName();
    expect(seen.get(seeker.user.id)).toMatchObject({ headline: PROFILE.headline, skills: PROFILE.skills });
    expect(seen.get(plain.user.id)).toBeNull();

    await put(seeker, { ...PROFILE, shareWithEmployers: false });
    seen = await byName();
    expect(seen.get(seeker.user.id)).toBeNull();

    await put(seeker, { ...PROFILE, headline: 'Changed after applying' });
    expect((await byName()).get(seeker.user.id)).toMatchObject({ headline: 'Changed after applying' });

    const exported = await app().request({ method: 'GET', url: '/api/users/me/export', token: seeker.token });
    expect(exported.json()).toMatchObject({ resume: { headline: 'Changed after applying' } });

    await app().request({ method: 'DELETE', url: '/api/users/me', token: seeker.token });
    expect(await app().ctx.db.select().from(resumes).where(eq(resumes.userId, seeker.user.id))).toEqual([]);
  });
});
