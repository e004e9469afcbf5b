import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestApp, type TestApp, waitFor } from './support/test-app.ts';
import { createUser } from './support/factories.ts';

// A real SMTP peer: the mail goes through nodemailer's SMTP transport over a socket.
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Debut <no-reply@debut.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the reset mail over SMTP when SMTP_URL is set, and writes no outbox file', async () => {
  const { email } = await createUser(t);
  const response = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(202);
  const mail = await waitFor(() => received[0]);
  expect(mail.from?.value[0]?.address).toBe('no-reply@debut.test');
  expect(mail.subject).toBe('Reset your Debut password');
  expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  expect(await t.mails()).toEqual([]);
});
