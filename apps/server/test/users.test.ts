import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, passwordResets, reports, sessions, users } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { confirmEmail, createJob, createUser, nextAddress, publishJob } from './support/factories.ts';

const app = useTestApp();

describe('GET /users/{id}', () => {
  it('shows another user without the e-mail', async () => {
    const viewer = await createUser(app());
    const other = await createUser(app(), { displayName: 'Olga' });
    const response = await app().request({
      method: 'GET',
      url: `/api/users/${other.user.id}`,
      token: viewer.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { _id: other.user.id, displayName: 'Olga', country: null, createdAt: other.user.createdAt },
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 when anonymous', async () => {
    const { token } = await createUser(app());
    const missing = await app().request({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await app().request({ method: 'GET', url: '/api/users/abc', token })).statusCode).toBe(400);
    expect(
      (await app().request({ method: 'GET', url: `/api/users/${missing.json().code}` })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /users/me', () => {
  it('removes the account, its sessions and its reset links in one go', async () => {
    const { token, user, email, password } = await createUser(app());
    await app().request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const db = app().ctx.db;
    expect((await app().mailsAtLeast(1)).length).toBeGreaterThan(0);
    expect((await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).length).toBe(1);

    const response = await app().request({ method: 'DELETE', url: '/api/users/me', token });
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const login = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('leaves other accounts alone', async () => {
    const keep = await createUser(app());
    const gone = await createUser(app());
    await app().request({ method: 'DELETE', url: '/api/users/me', token: gone.token });
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token: keep.token })).statusCode).toBe(
      200,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await app().request({ method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('account deletion leaves no trace of the person (issue 16)', () => {
  it('no text, uuid or json column of any table holds their name, e-mail or id afterwards', async () => {
    const db = app().ctx.db;
    const admin = await createUser(app());
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const employer = await createUser(app());
    const person = await createUser(app(), {
      displayName: 'Zinovia Vanishing',
      email: 'zinovia.vanishing@example.net',
    });
    const act = async (method: 'POST' | 'PUT', url: string, token: string, payload?: object) => {
      const response = await app().request({ method, url, token, remoteAddress: nextAddress(), payload });
      expect(response.statusCode, `${method} ${url} → ${response.body}`).toBeLessThan(300);
      return response;
    };
    const [reviewed, pending] = [
      await createJob(app(), employer.user.id),
      await createJob(app(), employer.user.id),
    ];
    await publishJob(app(), reviewed.id);
    await publishJob(app(), pending.id);
    await confirmEmail(app(), { id: person.user.id, email: person.email });
    const ownJob = await createJob(app(), person.user.id, { title: 'Zinovia draft' });
    await act('POST', `/api/applications/${pending.id}`, person.token, {
      coverLetter: 'Zinovia Vanishing applies',
    });
    await act('POST', '/api/messages', person.token, { jobId: pending.id, to: employer.user.id, text: 'Hi' });
    await act('PUT', `/api/favorites/${pending.id}`, person.token);
    await act('POST', `/api/jobs/${reviewed.id}/report`, person.token, {
      reason: 'misleading',
      text: 'Acted on: the salary is not what is written',
    });
    await act('POST', `/api/jobs/${pending.id}/report`, person.token, {
      reason: 'other',
      text: 'Signed Zinovia Vanishing, zinovia.vanishing@example.net',
    });
    await act('POST', `/api/admin/jobs/${reviewed.id}/review`, admin.token, {
      reason: 'Checked with the employer',
    });
    // Every audit action that labels its target with what it was called: a block of their own vacancy,
    // and answers to the support requests they sent signed in and signed out (issue 27, item 5).
    await act('PUT', `/api/admin/jobs/${ownJob.id}/block`, admin.token, { blocked: true, reason: 'Spam' });
    const supportForm = (subject: string) => ({
      email: person.email,
      subject,
      message: 'Please call me back, Zinovia Vanishing',
    });
    const requests = [
      await act('POST', '/api/support', person.token, supportForm('Zinovia signed in')),
      await app().request({
        method: 'POST',
        url: '/api/support',
        remoteAddress: nextAddress(),
        payload: supportForm('Zinovia signed out'),
      }),
    ].map((response) => (response.json() as { request: { _id: string } }).request._id);
    for (const id of requests) {
      await act('POST', `/api/admin/support/${id}/answer`, admin.token, { answer: 'Done, Zinovia.' });
    }
    for (const blocked of [true, false]) {
      await act('PUT', `/api/admin/users/${person.user.id}/block`, admin.token, {
        blocked,
        reason: 'Spam wave',
      });
    }
    const audited = await db.select().from(auditLog).where(eq(auditLog.targetId, person.user.id));
    expect(audited.length).toBe(2);

    // Blocking ended their sessions: they sign in again to delete the account.
    const login = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: person.email, password: person.password },
    });
    const token = (login.json() as { token: string }).token;
    const deleted = await app().request({ method: 'DELETE', url: '/api/users/me', token });
    expect(deleted.statusCode).toBe(204);

    const { rows: columns } = (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'ARRAY')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of [person.user.id, person.email, 'Zinovia', 'Vanishing']) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column} holds ${needle}`);
      }
    }
    expect(found).toEqual([]);

    // What a moderator acted on stays, without its author; the rest of their words are gone.
    const kept = await db.select().from(reports).where(eq(reports.jobId, reviewed.id));
    expect(kept.map((r) => [r.text, r.reporterId])).toEqual([
      ['Acted on: the salary is not what is written', null],
    ]);
    const dropped = await db.select().from(reports).where(eq(reports.jobId, pending.id));
    expect(dropped.map((r) => [r.text, r.reporterId])).toEqual([[null, null]]);
    // The audit keeps the actions and their time, about one pseudonymous account.
    const after = await db.select().from(auditLog).where(eq(auditLog.reason, 'Spam wave'));
    expect(after.map((entry) => entry.action).sort()).toEqual(['user.block', 'user.unblock']);
    expect(new Set(after.map((entry) => entry.targetLabel)).size).toBe(1);
    expect(after[0]?.targetLabel).toMatch(/^deleted account #[0-9a-f]{8}$/);
  }, 120_000);
});
