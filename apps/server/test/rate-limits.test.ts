import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, jobInput, nextAddress } from './support/factories.ts';
import { MAX_OPEN_DRAFTS } from '../src/modules/jobs/service.ts';

const app = useTestApp();

const post = (url: string, payload: unknown, remoteAddress: string) =>
  app().request({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await send(i)).statusCode);
  return codes;
}

describe('rate limits (DESIGN.md §4)', () => {
  it('login: 10 a minute per e-mail, whatever the client, with a clear 429', async () => {
    const codes = await statuses(11, () =>
      post('/api/auth/login', { email: 'target@example.com', password: 'guess-guess' }, nextAddress()),
    );
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    const refused = await post(
      '/api/auth/login',
      { email: 'TARGET@example.com', password: 'x' },
      nextAddress(),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(codes[10]).toBe(429);
  });

  it('login: 60 a minute per client, counting requests that fail validation', async () => {
    const client = nextAddress();
    const codes = await statuses(61, (i) =>
      post(
        '/api/auth/login',
        i % 2 ? { email: `not-an-email-${i}` } : { email: `u${i}@example.com`, password: 'x' },
        client,
      ),
    );
    expect(codes.slice(0, 60).every((code) => code === 400 || code === 401)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another client is not affected.
    expect(
      (await post('/api/auth/login', { email: 'a@example.com', password: 'x' }, nextAddress())).statusCode,
    ).toBe(401);
  });

  it('register: 20 an hour per client', async () => {
    const client = nextAddress();
    const codes = await statuses(21, () => post('/api/auth/register', { email: 'bad' }, client));
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('forgot-password: 5 an hour per e-mail and 20 per client', async () => {
    const perEmail = await statuses(6, () =>
      post('/api/auth/forgot-password', { email: 'someone@example.com' }, nextAddress()),
    );
    expect(perEmail).toEqual([202, 202, 202, 202, 202, 429]);
    const client = nextAddress();
    const perClient = await statuses(21, (i) =>
      post('/api/auth/forgot-password', { email: `p${i}@example.com` }, client),
    );
    expect(perClient.slice(0, 20).every((code) => code === 202)).toBe(true);
    expect(perClient[20]).toBe(429);
  });

  it('reset-password: 20 an hour per client', async () => {
    const client = nextAddress();
    const codes = await statuses(21, () =>
      post('/api/auth/reset-password', { token: 'nope', password: 'long enough password' }, client),
    );
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('change-password (issue 16): guessing the current password is limited as sign-in is', () => {
  it('10 a minute per account, whatever the client, then 429', async () => {
    const { token } = await createUser(app());
    const codes = await statuses(11, () =>
      app().request({
        method: 'POST',
        url: '/api/auth/change-password',
        token,
        remoteAddress: nextAddress(),
        payload: { currentPassword: 'a guess at it', newPassword: 'a brand new passphrase' },
      }),
    );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
  });

  it('60 a minute per client, across accounts', async () => {
    const address = nextAddress();
    const people = await Promise.all(Array.from({ length: 7 }, () => createUser(app())));
    const codes = await statuses(61, (i) =>
      app().request({
        method: 'POST',
        url: '/api/auth/change-password',
        token: people[Math.floor(i / 9)]?.token ?? '',
        remoteAddress: address,
        payload: { currentPassword: 'a guess at it', newPassword: 'a brand new passphrase' },
      }),
    );
    expect(codes.slice(0, 60).every((code) => code === 400)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('limits on job creation and payments (issue 16)', () => {
  it('job creation: 30 an hour per user, whatever the client', async () => {
    const owner = await createUser(app());
    const codes = await statuses(31, () =>
      app().request({
        method: 'POST',
        url: '/api/jobs',
        token: owner.token,
        payload: jobInput(),
        remoteAddress: nextAddress(),
      }),
    );
    expect(codes.slice(0, 30).every((code) => code === 201)).toBe(true);
    expect(codes[30]).toBe(429);
  }, 120_000);

  it('job creation: at most 50 open drafts per account, with a clear 409', async () => {
    const owner = await createUser(app());
    for (let i = 0; i < MAX_OPEN_DRAFTS; i += 1) await createJob(app(), owner.user.id);
    const refused = await app().request({
      method: 'POST',
      url: '/api/jobs',
      token: owner.token,
      payload: jobInput(),
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'You already have 50 unpublished drafts: publish or delete some before creating another',
      code: 'CONFLICT',
    });
  }, 120_000);

  it('the sandbox page: 60 a minute per client', async () => {
    const client = nextAddress();
    const codes = await statuses(61, () =>
      app().request({ method: 'GET', url: '/sandbox/donate?label=x&sum=200', remoteAddress: client }),
    );
    // An unknown job gets the page's own 404; either way the page answers until the limit.
    expect(codes.slice(0, 60).every((code) => code !== 429)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another client is not affected.
    const other = await app().request({
      method: 'GET',
      url: '/sandbox/donate?label=x',
      remoteAddress: nextAddress(),
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('payment notifications: 120 a minute per client, refused signatures counted', async () => {
    const client = nextAddress();
    const send = () =>
      app().request({
        method: 'POST',
        url: '/api/payments/notifications/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'label=x&sum=200&signature=forged',
        remoteAddress: client,
      });
    const codes = await statuses(121, send);
    expect(codes.slice(0, 120).every((code) => code === 400)).toBe(true);
    expect(codes[120]).toBe(429);
  });
});
