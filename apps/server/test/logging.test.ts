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

it('logs requests without addresses, passwords, tokens or query strings', async () => {
  const password = 'my very secret passphrase';
  const register = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '203.0.113.77',
    headers: { 'x-forwarded-for': '198.51.100.9' },
    payload: {
      displayName: 'Log',
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
  expect(log).toContain('"reqId"');
  for (const secret of ['203.0.113.77', '198.51.100.9', password, token, 'secret=query', 'remoteAddress']) {
    expect(log).not.toContain(secret);
  }
});
