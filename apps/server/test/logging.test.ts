import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString());
    callback();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink });
});
afterAll(async () => t.close());

it('logs JSON lines with a request id, without addresses, e-mails, names, passwords, tokens or query strings', async () => {
  const password = 'my very secret passphrase';
  const register = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '203.0.113.77',
    headers: { 'x-forwarded-for': '198.51.100.9' },
    payload: {
      displayName: 'Lorelei Logbook',
      email: 'log@example.com',
      password,
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  const token = register.json().token as string;
  await t.request({ method: 'GET', url: '/api/auth/me?secret=query', token, remoteAddress: '203.0.113.77' });
  await t.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '203.0.113.77',
    payload: { email: 'log@example.com', password: 'wrong' },
  });
  const log = lines.join('');
  expect(log).toContain('"path":"/api/auth/me"');
  const entries = lines
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = entries.filter((entry) => entry.req !== undefined || entry.res !== undefined);
  expect(requestLines.length).toBeGreaterThan(0);
  expect(requestLines.every((entry) => typeof entry.reqId === 'string')).toBe(true);
  // The id a person can quote from the answer is the one in the log.
  expect(requestLines.map((entry) => entry.reqId)).toContain(register.headers['x-request-id']);
  for (const secret of [
    '203.0.113.77',
    '198.51.100.9',
    password,
    token,
    'secret=query',
    'remoteAddress',
    'log@example.com',
    'Lorelei',
  ]) {
    expect(log).not.toContain(secret);
  }
});
