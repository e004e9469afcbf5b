import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, waitFor } from './support/test-app.ts';
import { createUser } from './support/factories.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from './support/smtp.ts';

// A real SMTP peer: the mail goes through nodemailer's SMTP transport over a socket.
let smtp: LoopbackSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Debut <no-reply@debut.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('sends the reset mail over SMTP when SMTP_URL is set, and writes no outbox file', async () => {
  const { email } = await createUser(t);
  const response = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(202);
  const mail = await waitFor(() => smtp.received[0]);
  expect(mail.from?.value[0]?.address).toBe('no-reply@debut.test');
  expect(mail.subject).toBe('Reset your Debut password');
  expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  expect(await t.mails()).toEqual([]);
});
