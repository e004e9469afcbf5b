import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createJob, createUser, jobInput, nextAddress, publishJob } from './support/factories.ts';

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

describe('a failing database leaves nothing private in the log (issue 16)', () => {
  it('logs the shape and code of failed statements, never their parameters or row values', async () => {
    const sunk: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        sunk.push(chunk.toString());
        callback();
      },
    });
    const app = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
    try {
      const owner = await createUser(app, { displayName: 'Octavia Ownerly' });
      const seeker = await createUser(app, { displayName: 'Serafina Seekwell' });
      const job = await createJob(app, owner.user.id);
      await publishJob(app, job.id);
      const secrets = {
        email: 'private.person@example.org',
        name: 'Philippa Privatename',
        password: 'Correct horse battery staple 42',
        title: 'Confidential Lighthouse Keeper',
        description: 'Secret description of the lighthouse duties, not for logs.',
        company: 'Hush Hush Holdings',
        coverLetter: 'My cover letter mentions my private hobby: falconry.',
        message: 'A private message about my salary wishes.',
        report: 'Report text with a private accusation.',
        resetToken: 'resettokenthatmustnotbelogged0123456789',
      };

      // Every write now fails, with PostgreSQL's "Failing row contains (…every value…)" as detail.
      const { rows } = (await app.ctx.db.execute(
        sql`select tablename from pg_tables where schemaname = current_schema()`,
      )) as unknown as { rows: { tablename: string }[] };
      expect(rows.length).toBeGreaterThan(5);
      for (const { tablename } of rows) {
        await app.ctx.db.execute(
          sql.raw(`alter table "${tablename}" add constraint w7_refuse_all check (false) not valid`),
        );
      }

      const writes = [
        {
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            displayName: secrets.name,
            email: secrets.email,
            password: secrets.password,
            acceptTerms: true,
            acceptPrivacy: true,
          },
        },
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: seeker.email, password: seeker.password },
        },
        { method: 'PATCH', url: '/api/auth/me', token: seeker.token, payload: { displayName: secrets.name } },
        {
          method: 'POST',
          url: '/api/auth/change-password',
          token: seeker.token,
          payload: { currentPassword: seeker.password, newPassword: secrets.password },
        },
        { method: 'POST', url: '/api/auth/forgot-password', payload: { email: seeker.email } },
        {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: secrets.resetToken, password: secrets.password },
        },
        {
          method: 'POST',
          url: '/api/jobs',
          token: owner.token,
          payload: jobInput({
            title: secrets.title,
            description: secrets.description,
            companyName: secrets.company,
          }),
        },
        {
          method: 'POST',
          url: `/api/applications/${job.id}`,
          token: seeker.token,
          payload: { coverLetter: secrets.coverLetter },
        },
        {
          method: 'POST',
          url: '/api/messages',
          token: seeker.token,
          payload: { jobId: job.id, to: owner.user.id, text: secrets.message },
        },
        {
          method: 'POST',
          url: `/api/jobs/${job.id}/report`,
          token: seeker.token,
          payload: { reason: 'misleading', text: secrets.report },
        },
        { method: 'PUT', url: `/api/favorites/${job.id}`, token: seeker.token },
      ] as const;
      let failed = 0;
      for (const write of writes) {
        const response = await app.request({ ...write, remoteAddress: nextAddress() });
        if (response.statusCode >= 500) failed += 1;
      }
      // The failure path was taken: most writes reached the database and broke there.
      expect(failed).toBeGreaterThanOrEqual(9);

      // Then reads fail too: the tables are gone from under the server.
      for (const { tablename } of rows) {
        await app.ctx.db.execute(sql.raw(`alter table "${tablename}" rename to "${tablename}_gone"`));
      }
      for (const url of [
        `/api/jobs?q=${encodeURIComponent(secrets.title)}`,
        `/api/jobs/${job.id}`,
        `/api/messages/thread?jobId=${job.id}&userId=${owner.user.id}`,
        '/api/users/me/export',
      ]) {
        const response = await app.request({ method: 'GET', url, token: seeker.token });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(500);
      }
      const login = await app.request({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextAddress(),
        payload: { email: secrets.email, password: secrets.password },
      });
      expect(login.statusCode).toBeGreaterThanOrEqual(500);
      // The forgot-password mail is sent after the answer; give it its moment to fail.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const log = sunk.join('');
      const forbidden = [
        ...Object.values(secrets),
        owner.email,
        seeker.email,
        seeker.password,
        seeker.token,
        owner.token,
        'Octavia',
        'Serafina',
        'Failing row contains',
        'params:',
        '$argon2',
      ];
      for (const secret of forbidden) expect(log, secret).not.toContain(secret);
      // What explains the failure is still there: the statement's shape and PostgreSQL's code.
      expect(log).toContain('"code":"23514"');
      expect(log).toContain('Failed query');
    } finally {
      await app.close();
    }
  }, 60_000);
});
