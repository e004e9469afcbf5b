import { describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import {
  COVER_LETTER_MAX,
  ZApplicationListResponse,
  ZApplicationResponse,
} from '@debut/contract/applications';
import { ZJobListResponse, ZJobResponse } from '@debut/contract/jobs';
import { applications } from '../src/db/schema.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob, type TestUser } from './support/factories.ts';

const app = useTestApp();

const apply = (token: string, jobId: string, payload?: Record<string, unknown>) =>
  app().request({
    method: 'POST',
    url: `/api/applications/${jobId}`,
    token,
    ...(payload ? { payload } : {}),
  });
const cancel = (token: string, jobId: string) =>
  app().request({ method: 'DELETE', url: `/api/applications/${jobId}`, token });
const mine = async (token: string) =>
  ZApplicationListResponse.parse(
    (await app().request({ method: 'GET', url: '/api/applications/my', token })).json(),
  ).items;
const applicants = (token: string, jobId: string) =>
  app().request({ method: 'GET', url: `/api/jobs/${jobId}/applications`, token });
const decide = (token: string, jobId: string, applicationId: string, status: string) =>
  app().request({
    method: 'PATCH',
    url: `/api/jobs/${jobId}/applications/${applicationId}`,
    token,
    payload: { status },
  });

async function liveJob(t: TestApp, owner: TestUser, title = 'Barista at a city café') {
  const job = await createJob(t, owner.user.id, { title });
  return publishJob(t, job.id);
}

describe('POST /applications/{jobId}', () => {
  it('applies with a cover letter, and with no body at all', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const first = await liveJob(app(), owner);
    const second = await liveJob(app(), owner, 'Courier on a bicycle');

    const withLetter = await apply(seeker.token, first.id, { coverLetter: '  I love coffee.  ' });
    expect(withLetter.statusCode).toBe(201);
    const { application } = ZApplicationResponse.parse(withLetter.json());
    expect(application).toMatchObject({
      coverLetter: 'I love coffee.',
      status: 'sent',
      job: { _id: first.id, title: 'Barista at a city café', status: 'active' },
    });
    expect(application.user).toBeUndefined();

    const bare = await apply(seeker.token, second.id);
    expect(bare.statusCode).toBe(201);
    expect(ZApplicationResponse.parse(bare.json()).application.coverLetter).toBeNull();
  });

  it('refuses a second application with 409 ALREADY_APPLIED', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    expect((await apply(seeker.token, job.id)).statusCode).toBe(201);
    const again = await apply(seeker.token, job.id, { coverLetter: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_APPLIED',
      error: 'You have already applied to this job',
    });
    expect(await mine(seeker.token)).toHaveLength(1);
  });

  it('refuses applying to your own job with 400 OWN_JOB', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner);
    const response = await apply(owner.token, job.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OWN_JOB');
  });

  it('answers 404 for a job that is not active or does not exist', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    expect((await apply(seeker.token, draft.id)).statusCode).toBe(404);
    const closed = await liveJob(app(), owner);
    await app().request({
      method: 'PUT',
      url: `/api/jobs/${closed.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    expect((await apply(seeker.token, closed.id)).json().code).toBe('NOT_FOUND');
    expect((await apply(seeker.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('checks the cover letter and the id, and needs a signed-in user', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    const long = await apply(seeker.token, job.id, { coverLetter: 'x'.repeat(COVER_LETTER_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toBe('coverLetter');
    expect((await apply(seeker.token, job.id, { letter: 'hi' })).statusCode).toBe(400);
    expect((await apply(seeker.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await app().request({ method: 'POST', url: `/api/applications/${job.id}` })).statusCode).toBe(
      401,
    );
    expect(await mine(seeker.token)).toEqual([]);
  });

  it('limits how many applications one person sends in an hour', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    let status = 0;
    for (let attempt = 0; attempt < 61 && status !== 429; attempt += 1) {
      status = (await apply(seeker.token, job.id)).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('DELETE /applications/{jobId} and GET /applications/my', () => {
  it('lists my applications newest first with each job, and cancelling removes one', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const older = await liveJob(app(), owner, 'Waiter in a bistro');
    const newer = await liveJob(app(), owner, 'Tutor for maths');
    await apply(seeker.token, older.id);
    await apply(seeker.token, newer.id);

    const items = await mine(seeker.token);
    expect(items.map((item) => item.job.title)).toEqual(['Tutor for maths', 'Waiter in a bistro']);
    expect(items[0]).toMatchObject({
      status: 'sent',
      job: { companyName: 'Coffee Corner', number: newer.number },
    });

    const response = await cancel(seeker.token, newer.id);
    expect(response.statusCode).toBe(204);
    expect((await mine(seeker.token)).map((item) => item.job._id)).toEqual([older.id]);
    expect((await cancel(seeker.token, newer.id)).statusCode).toBe(404);
    // Cancelled, the person may apply again.
    expect((await apply(seeker.token, newer.id)).statusCode).toBe(201);
  });

  it("cannot cancel someone else's application", async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const stranger = await createUser(app());
    const job = await liveJob(app(), owner);
    await apply(seeker.token, job.id);
    expect((await cancel(stranger.token, job.id)).statusCode).toBe(404);
    expect((await cancel(owner.token, job.id)).statusCode).toBe(404);
    expect(await mine(seeker.token)).toHaveLength(1);
  });
});

describe("the owner's side: GET /jobs/{id}/applications and PATCH", () => {
  it('lists applicants with name, letter and date; opening the list marks them viewed', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app(), { displayName: 'Olga' });
    const job = await liveJob(app(), owner);
    await apply(seeker.token, job.id, { coverLetter: 'Weekends suit me.' });

    const first = await applicants(owner.token, job.id);
    expect(first.statusCode).toBe(200);
    const [entry] = ZApplicationListResponse.parse(first.json()).items;
    expect(entry).toMatchObject({
      status: 'sent',
      coverLetter: 'Weekends suit me.',
      user: { _id: seeker.user.id, displayName: 'Olga' },
    });
    expect(entry?.user).not.toHaveProperty('email');
    expect((await mine(seeker.token))[0]?.status).toBe('viewed');
    const second = ZApplicationListResponse.parse((await applicants(owner.token, job.id)).json()).items;
    expect(second[0]?.status).toBe('viewed');
  });

  it('invites or rejects, and the job seeker sees it', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    const { application } = ZApplicationResponse.parse((await apply(seeker.token, job.id)).json());

    const invited = await decide(owner.token, job.id, application._id, 'invited');
    expect(invited.statusCode).toBe(200);
    expect(ZApplicationResponse.parse(invited.json()).application).toMatchObject({
      status: 'invited',
      user: { displayName: seeker.user.displayName },
    });
    expect((await mine(seeker.token))[0]?.status).toBe('invited');
    expect((await decide(owner.token, job.id, application._id, 'rejected')).json().application.status).toBe(
      'rejected',
    );
    expect((await decide(owner.token, job.id, application._id, 'viewed')).statusCode).toBe(400);
    expect((await decide(owner.token, job.id, application._id, 'sent')).statusCode).toBe(400);
  });

  it('lets only the owner list applicants or change a status', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const stranger = await createUser(app());
    const job = await liveJob(app(), owner);
    const { application } = ZApplicationResponse.parse((await apply(seeker.token, job.id)).json());

    for (const token of [seeker.token, stranger.token]) {
      const list = await applicants(token, job.id);
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('FORBIDDEN');
      expect((await decide(token, job.id, application._id, 'invited')).statusCode).toBe(403);
    }
    expect((await mine(seeker.token))[0]?.status).toBe('sent');
    expect((await applicants(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 404 for an application of another job', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const mineJob = await liveJob(app(), owner);
    const otherOwner = await createUser(app());
    const otherJob = await liveJob(app(), otherOwner);
    const { application } = ZApplicationResponse.parse((await apply(seeker.token, otherJob.id)).json());
    expect((await decide(owner.token, mineJob.id, application._id, 'invited')).statusCode).toBe(404);
  });

  it('counts applications and new ones on My jobs', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner);
    const quiet = await createJob(app(), owner.user.id, { title: 'Nobody applied here' });
    for (let index = 0; index < 3; index += 1) {
      const seeker = await createUser(app());
      await apply(seeker.token, job.id);
    }
    const read = async () => {
      const { items } = ZJobListResponse.parse(
        (await app().request({ method: 'GET', url: '/api/jobs/my', token: owner.token })).json(),
      );
      return new Map(items.map((item) => [item._id, [item.applicationsCount, item.newApplicationsCount]]));
    };
    expect((await read()).get(job.id)).toEqual([3, 3]);
    expect((await read()).get(quiet.id)).toEqual([0, 0]);
    await applicants(owner.token, job.id);
    expect((await read()).get(job.id)).toEqual([3, 0]);
  });
});

describe('GET /jobs/{id} for a job seeker', () => {
  it('says whether the viewer applied', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    const read = async () =>
      ZJobResponse.parse(
        (await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: seeker.token })).json(),
      ).job.applied;
    expect(await read()).toBe(false);
    await apply(seeker.token, job.id);
    expect(await read()).toBe(true);
    await cancel(seeker.token, job.id);
    expect(await read()).toBe(false);
  });
});

describe('deleting', () => {
  it('a job removes its applications; an account removes its applications and those to its jobs', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const other = await createUser(app());
    const job = await liveJob(app(), owner);
    const second = await liveJob(app(), other);
    await apply(seeker.token, job.id);
    await apply(seeker.token, second.id);
    await apply(other.token, job.id);

    await app().request({ method: 'DELETE', url: `/api/jobs/${second.id}`, token: other.token });
    expect((await mine(seeker.token)).map((item) => item.job._id)).toEqual([job.id]);

    expect(
      (await app().request({ method: 'DELETE', url: '/api/users/me', token: owner.token })).statusCode,
    ).toBe(204);
    const left = await app()
      .ctx.db.select()
      .from(applications)
      .where(or(eq(applications.jobId, job.id), eq(applications.userId, owner.user.id)));
    expect(left).toEqual([]);
    expect(await mine(seeker.token)).toEqual([]);

    await apply(seeker.token, (await liveJob(app(), other)).id);
    await app().request({ method: 'DELETE', url: '/api/users/me', token: seeker.token });
    expect(
      await app().ctx.db.select().from(applications).where(eq(applications.userId, seeker.user.id)),
    ).toEqual([]);
  });
});
