import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { nextAddress } from './support/factories.ts';

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
