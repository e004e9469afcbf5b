import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZApplicationListResponse, ZApplicationResponse } from '@debut/contract/applications';
import { ZJobResponse, ZJobSearchResponse } from '@debut/contract/jobs';
import { applications, users } from '../src/db/schema.ts';
import { runAnswerPromise } from '../src/modules/applications/answer-promise.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, MOSCOW, type TestUser } from './support/factories.ts';
import { apply, liveJob, mailsTo, move } from './support/pipeline.ts';

// Issue 32 (DESIGN.md §14.2): the answer promise — the team's reminder two days before applications
// fall due, their expiry on the day with a polite mail in the applicant's language and similar jobs
// from the search, and the employer's response figures. The clock moves through the test hook.

// Before the app starts: its routes register the hook only then (never in a production build).
process.env.DEBUT_TEST_HOOKS = '1';
const app = useTestApp({ PUBLIC_URL: 'https://debut.example' });

const DAY = 86_400_000;
/** These tests register a dozen people each (a password hash apiece): slow on a busy machine. */
const SLOW = 120_000;
const moveClock = async (days: number) => {
  const response = await app().request({
    method: 'POST',
    url: '/api/test-hooks/answer-clock',
    payload: { days },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { now: string; reminded: number; expired: number; figures: number };
};

async function appliedAs(jobId: string, language: string | null = null): Promise<[TestUser, string]> {
  const seeker = await createUser(app());
  if (language) await app().ctx.db.update(users).set({ language }).where(eq(users.id, seeker.user._id));
  const response = await apply(app(), seeker, jobId);
  expect(response.statusCode).toBe(201);
  return [seeker, ZApplicationResponse.parse(response.json()).application._id];
}

describe('the answer promise', () => {
  it(
    'reminds the team, then expires the application with a polite mail in its language and similar jobs',
    async () => {
      const owner = await createUser(app());
      const job = await liveJob(app(), owner, { title: 'Barista for mornings', answerWithinDays: 3 });
      // Similar: the same profession nearby, another employer's; not similar: another profession.
      const other = await createUser(app());
      const similar = await liveJob(app(), other, {
        title: 'Barista in a bakery',
        lat: MOSCOW.lat + 0.01,
        lng: MOSCOW.lng,
      });
      await liveJob(app(), other, { title: 'Night courier', category: 'courier' });
      const [seeker, applicationId] = await appliedAs(job.id, 'ar');
      const [answered, answeredId] = await appliedAs(job.id);
      await move(app(), owner, job.id, answeredId, { status: 'shortlisted' });

      // A day and a half later the application falls due within two days: the team hears of it once.
      const first = await moveClock(1.5);
      expect(first.reminded).toBeGreaterThanOrEqual(1);
      expect(first.expired).toBe(0);
      const reminders = (await mailsTo(app(), owner)).filter((mail) =>
        mail.subject?.includes('wait for your answer'),
      );
      expect(reminders.map((mail) => mail.subject)).toEqual([
        'Applications to “Barista for mornings” wait for your answer',
      ]);
      expect(reminders[0]?.text).toContain(': 1.');
      expect((await moveClock(0)).reminded).toBe(0);

      // On the day it falls due it expires; the answered one stays as it is.
      const second = await moveClock(2);
      expect(second.expired).toBeGreaterThanOrEqual(1);
      const rows = await app().ctx.db.select().from(applications).where(eq(applications.jobId, job.id));
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
        [applicationId]: 'expired',
        [answeredId]: 'shortlisted',
      });
      const mine = ZApplicationListResponse.parse(
        (await app().request({ method: 'GET', url: '/api/applications/my', token: seeker.token })).json(),
      ).items;
      expect(mine[0]?.history.map((entry) => entry.status)).toEqual(['sent', 'expired']);
      expect(mine[0]?.dueAt).toBeNull();

      const [mail, ...more] = await mailsTo(app(), seeker);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('تم إغلاق طلبك لوظيفة «Barista for mornings»');
      expect(mail?.text).toContain('لم تردّ Coffee Corner على طلبك');
      expect(mail?.text).toContain(
        `Barista in a bakery — Coffee Corner: https://debut.example/vacancies/${similar.number}`,
      );
      expect(mail?.text).not.toContain('Night courier');
      expect(mail?.text).not.toContain(`/vacancies/${job.number}`);
      expect(await mailsTo(app(), answered)).toHaveLength(1);

      // Nothing moves an expired application on.
      const late = await move(app(), owner, job.id, applicationId, { status: 'invited' });
      expect(late.json()).toMatchObject({ code: 'STATUS_CHANGE' });
    },
    SLOW,
  );

  it(
    "shows the employer's response figures once 5 applications were due",
    async () => {
      const owner = await createUser(app());
      const job = await liveJob(app(), owner, { title: 'Shop assistant' });
      const few = await createUser(app());
      const fewJob = await liveJob(app(), few, { title: 'Dish washer' });
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await appliedAs(job.id))[1]);
      for (let i = 0; i < 4; i += 1) await appliedAs(fewJob.id);
      // Three answered at once, two left to expire.
      for (const id of ids.slice(0, 3)) await move(app(), owner, job.id, id, { status: 'rejected' });

      const card = async (jobId: string) =>
        ZJobResponse.parse(
          (await app().request({ method: 'GET', url: `/api/jobs/${jobId}`, token: few.token })).json(),
        ).job.response;
      expect(await card(job.id)).toBeNull();

      const run = await runAnswerPromise(app().ctx.db, new Date(Date.now() + 40 * DAY));
      expect(run.figures).toBeGreaterThanOrEqual(2);
      expect(await card(job.id)).toEqual({ rate: 0.6, medianDays: 0 });
      expect(await card(fewJob.id)).toBeNull();
      // The public vacancy page says it in words (a same-day answer reads as a day), the other nothing.
      const page = async (number: number) =>
        (await app().request({ method: 'GET', url: `/vacancies/${number}?lng=en` })).body;
      expect(await page(job.number)).toContain(
        '<p class="response">Answers 60% of applications in time · Usual time to answer: 1 day</p>',
      );
      expect(await page(fewJob.number)).not.toContain('class="response"');
      // On the owner's own list too.
      const mine = (
        await app().request({ method: 'GET', url: '/api/jobs/my', token: owner.token })
      ).json() as {
        items: { _id: string; response: unknown }[];
      };
      expect(mine.items.find((item) => item._id === job.id)?.response).toEqual({ rate: 0.6, medianDays: 0 });
      // And on a search's list, which reads them with its page (by date from SQL, by words from the index).
      const listed = async (query: string) =>
        ZJobSearchResponse.parse(
          (await app().request({ method: 'GET', url: `/api/jobs?${query}`, token: few.token })).json(),
        ).items.map((item) => [item._id, item.response]);
      expect(await listed('sort=date&limit=2')).toEqual([
        [fewJob.id, null],
        [job.id, { rate: 0.6, medianDays: 0 }],
      ]);
      expect(await listed('q=shop%20assistant')).toContainEqual([job.id, { rate: 0.6, medianDays: 0 }]);
      expect(await listed('q=dish%20washer')).toContainEqual([fewJob.id, null]);

      // Past the 90 days, nothing counts any more: the figures go.
      await runAnswerPromise(app().ctx.db, new Date(Date.now() + 200 * DAY));
      expect(await card(job.id)).toBeNull();
    },
    SLOW,
  );

  it(
    'runs in batches and twice over changes nothing more',
    async () => {
      const owner = await createUser(app());
      const job = await liveJob(app(), owner, { title: 'Florist helper' });
      for (let i = 0; i < 5; i += 1) await appliedAs(job.id);
      const at = new Date(Date.now() + 100 * DAY);
      const first = await runAnswerPromise(app().ctx.db, at, () => {}, 2);
      expect(first.expired).toBeGreaterThanOrEqual(5);
      const again = await runAnswerPromise(app().ctx.db, at, () => {}, 2);
      expect(again).toMatchObject({ reminded: 0, expired: 0 });
    },
    SLOW,
  );
});
