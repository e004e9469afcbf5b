import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, sessions, users } from '../src/db/schema.ts';
import { useTestApp, waitFor } from './support/test-app.ts';
import { createUser } from './support/factories.ts';

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
    await waitFor(async () => undefined);
    await waitFor(() => (app().outbox().length > 0 ? true : undefined));
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
