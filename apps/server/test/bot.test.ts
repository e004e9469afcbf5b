import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, nextAddress, publishJob } from './support/factories.ts';

const app = useTestApp();
const check = (jobId: unknown, token?: string, remoteAddress = nextAddress()) =>
  app().request({
    method: 'POST',
    url: '/api/bot/check-job',
    payload: { jobId } as Record<string, unknown>,
    remoteAddress,
    ...(token ? { token } : {}),
  });

describe('POST /bot/check-job', () => {
  it('finds an active job by number or id, for anyone, with its title', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, { title: 'Night courier' });
    await publishJob(app(), job.id);
    for (const id of [job.number, String(job.number), `#${job.number}`, job.id]) {
      const response = await check(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        job: {
          _id: job.id,
          number: job.number,
          status: 'active',
          published: true,
          title: 'Night courier',
          isOwner: false,
        },
      });
    }
  });

  it("hides a draft's title except from its owner", async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, { title: 'Secret draft' });
    expect((await check(job.number)).json().job).toEqual({
      _id: job.id,
      number: job.number,
      status: 'draft',
      published: false,
      isOwner: false,
    });
    const stranger = await createUser(app());
    expect((await check(job.number, stranger.token)).json().job).toMatchObject({ isOwner: false });
    expect((await check(job.number, stranger.token)).json().job.title).toBeUndefined();
    const asOwner = (await check(job.number, owner.token)).json().job;
    expect(asOwner.title).toBe('Secret draft');
    expect(asOwner.isOwner).toBe(true);
    expect(asOwner.warnings).toEqual([]);
  });

  // Issue 33: the helper flags a job marked "no experience" whose text asks for some, to its owner.
  it('tells the owner alone that a job marked "no experience" asks for experience', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, {
      description: 'Serve guests at the bar. At least 1 year of experience as a waiter.',
    });
    await publishJob(app(), job.id);
    expect((await check(job.number, owner.token)).json().job.warnings).toEqual([
      { code: 'EXPERIENCE_CONTRADICTION', text: expect.stringContaining('experience') },
    ]);
    const stranger = await createUser(app());
    expect((await check(job.number, stranger.token)).json().job.warnings).toBeUndefined();
    expect((await check(job.number)).json().job.warnings).toBeUndefined();
  });

  it('answers 404 for no such job and for an id of neither form', async () => {
    for (const id of [
      999_999_999,
      '00000000-0000-4000-8000-000000000000',
      'hello',
      '12ab',
      '99999999999999999999',
    ]) {
      const response = await check(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await check('')).statusCode).toBe(400);
  });

  it('allows 30 checks a minute per client', async () => {
    const client = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await check(1, undefined, client)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
