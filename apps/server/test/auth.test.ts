import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { ZAuthResponse } from '@debut/contract/auth';
import { passwordResets, sessions, users } from '../src/db/schema.ts';
import { newToken } from '../src/modules/auth/tokens.ts';
import { purgeExpiredSessions } from '../src/modules/auth/sessions.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, nextAddress } from './support/factories.ts';

const app = useTestApp();

const register = (body: Record<string, unknown>) =>
  app().request({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress() });
const login = (email: string, password: string) =>
  app().request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
const validRegistration = (email: string) => ({
  displayName: '  Ann Lee ',
  email,
  password: 'correct horse battery staple',
  acceptTerms: true,
  acceptPrivacy: true,
});

describe('POST /auth/register', () => {
  it('creates the account, lower-cases the e-mail and signs in', async () => {
    const response = await register(validRegistration('Ann.Lee@Example.COM'));
    expect(response.statusCode).toBe(201);
    const body = ZAuthResponse.parse(response.json());
    expect(body.user).toMatchObject({ email: 'ann.lee@example.com', displayName: 'Ann Lee', country: null });
    expect(body.user._id).toBe(body.user.id);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const me = await app().request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('ann.lee@example.com');
  });

  it('stores an argon2id hash, the token only as sha-256, and when the terms were accepted', async () => {
    const { token, user } = await createUser(app());
    const [row] = await app().ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
    const stored = await app().ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('answers 409 EMAIL_TAKEN whatever the case of the e-mail', async () => {
    await register(validRegistration('taken@example.com'));
    const again = await register(validRegistration('TAKEN@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Email already in use', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['privacy missing', { acceptPrivacy: undefined }, 'acceptPrivacy'],
    ['no display name', { displayName: '   ' }, 'displayName'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a 7-character password', { password: 'abcdefg' }, 'password'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password'],
  ])('refuses %s with 400 VALIDATION naming the field', async (_name, change, field) => {
    const response = await register({ ...validRegistration('v@example.com'), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('refuses a password from the common-password list', async () => {
    const response = await register({ ...validRegistration('common@example.com'), password: 'Password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ path: 'password', code: 'password_too_common' }),
    ]);
  });

  it('accepts a long passphrase without composition rules', async () => {
    const response = await register({
      ...validRegistration('long@example.com'),
      // Long and unpredictable, with no digit, capital or sign: no composition rules.
      password: 'tulips ride the 🌷 midnight tram',
    });
    expect(response.statusCode).toBe(201);
  });

  it('gives the admin role to ADMIN_EMAILS only', async () => {
    const { user } = await createUser(app());
    expect(user.role).toBe('user');
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, any e-mail case', async () => {
    const { email, password } = await createUser(app());
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(ZAuthResponse.parse(response.json()).user.email).toBe(email);
  });

  it('answers the one SPEC message for a wrong password and for an unknown e-mail', async () => {
    const { email } = await createUser(app());
    for (const response of [
      await login(email, 'wrong password!'),
      await login('nobody@example.com', 'whatever1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses a blocked account with 403 BLOCKED', async () => {
    const { email, password, user } = await createUser(app());
    await app()
      .ctx.db.update(users)
      .set({ blockedAt: sql`now()` })
      .where(eq(users.id, user.id));
    const response = await login(email, password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('BLOCKED');
  });
});

describe('sessions', () => {
  it('answers 401 UNAUTHENTICATED without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await app().request({
        method: 'GET',
        url: '/api/auth/me',
        ...(token ? { token } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
    }
  });

  it('revokes the session on logout', async () => {
    const { token } = await createUser(app());
    const out = await app().request({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(204);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('refuses an expired session and slides the expiry of a used one', async () => {
    const { token, user } = await createUser(app());
    const db = app().ctx.db;
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '10 days'`, expiresAt: sql`now() + interval '20 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const [slid] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((slid?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    // A change made in SQL is announced to no node: the session cache (issue 21) is emptied by hand,
    // as a session's own end is checked against the time the cache read it with.
    app().services.sessions.clear();
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('stops identifying a user once the account is blocked', async () => {
    const { token, user } = await createUser(app());
    await app()
      .ctx.db.update(users)
      .set({ blockedAt: sql`now()` })
      .where(eq(users.id, user.id));
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });
});

describe('PATCH /auth/me', () => {
  it('updates name, country (upper-cased) and language', async () => {
    const { token } = await createUser(app());
    const response = await app().request({
      method: 'PATCH',
      url: '/api/auth/me',
      token,
      payload: { displayName: 'New Name', country: 'ru', language: 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ displayName: 'New Name', country: 'RU', language: 'ar' });
  });

  it.each([
    [{ country: 'XX' }, 'country'],
    [{ country: 'RUS' }, 'country'],
    [{ language: 'tlh' }, 'language'],
    [{ displayName: '' }, 'displayName'],
    // A field the route does not take is refused at the body itself.
    [{ email: 'x@example.com' }, ''],
    [{ role: 'admin' }, ''],
  ])('refuses %j', async (payload, field) => {
    const { token } = await createUser(app());
    const response = await app().request({ method: 'PATCH', url: '/api/auth/me', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().details[0].path).toBe(field);
  });

  it('needs a signed-in user', async () => {
    const response = await app().request({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { country: 'RU' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password and revokes the other sessions only', async () => {
    const { token, email, password } = await createUser(app());
    const other = ZAuthResponse.parse((await login(email, password)).json()).token;
    const response = await app().request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload: { currentPassword: password, newPassword: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(204);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token: other })).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('answers 400 (not 401) for a wrong current password, so the client stays signed in', async () => {
    const { token } = await createUser(app());
    const response = await app().request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'currentPassword',
      code: 'current_password_wrong',
    });
  });

  it('refuses a common new password', async () => {
    const { token, password } = await createUser(app());
    const response = await app().request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload: { currentPassword: password, newPassword: 'qwerty123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'newPassword', code: 'password_too_common' });
  });
});

// Issue 16, Medium 6: one policy wherever a password is set (DESIGN.md §8).
describe('one password policy for register, change and reset', () => {
  const person = { displayName: 'Maria Sanchez', email: 'maria.sanchez@example.com' };
  const refused: [string, string, string][] = [
    ['one repeated character', 'aaaaaaaa', 'password_pattern'],
    ['a common word dressed up', 'Passw0rd!', 'password_too_common'],
    ['eight spaces', ' '.repeat(8), 'password_pattern'],
    // Refused before any rule of the policy: a NUL is refused in every field of every route.
    ['eight NULs', '\u0000'.repeat(8), 'custom'],
    ['a control character inside', 'good pass\u001bword', 'password_pattern'],
    ["the account's own e-mail", person.email, 'password_personal'],
    ['the part before the @', 'Maria.Sanchez', 'password_personal'],
    ['the display name', 'maria sanchez', 'password_personal'],
    // Issue 27: guessable though on no list; zxcvbn-ts scores them below 3.
    ["the site's own name", 'debut123', 'password_too_guessable'],
    ["the site's kind", 'jobboard', 'password_too_guessable'],
    ['a Russian keyboard walk', 'ЙЦУКЕНГШ', 'password_too_guessable'],
    ['a common word with a digit', 'password1', 'password_too_common'],
    ['the name and a year', 'Maria Sanchez2024', 'password_too_guessable'],
    ['the part before the @ and a sign', 'maria.sanchez!', 'password_too_guessable'],
  ];

  async function setBy(place: string, password: string) {
    if (place === 'register') {
      const email = `policy-${Math.random().toString(36).slice(2)}@example.com`;
      return register({
        ...validRegistration(email),
        displayName: person.displayName,
        // The e-mail rules need the person's own address; the others any fresh one.
        email: password.includes('@') || password.toLowerCase().startsWith('maria.') ? person.email : email,
        password,
      });
    }
    const account = await createUser(app(), {
      email: `${Math.random().toString(36).slice(2)}.${person.email}`,
      displayName: person.displayName,
    });
    // Put the person's own e-mail on the account, so that the e-mail rules have something to match.
    const [row] = await app()
      .ctx.db.update(users)
      .set({ email: person.email })
      .where(eq(users.id, account.user.id))
      .returning();
    expect(row).toBeDefined();
    try {
      if (place === 'change') {
        return await app().request({
          method: 'POST',
          url: '/api/auth/change-password',
          token: account.token,
          remoteAddress: nextAddress(),
          payload: { currentPassword: account.password, newPassword: password },
        });
      }
      const { token, tokenHash } = newToken();
      await app()
        .ctx.db.insert(passwordResets)
        .values({ tokenHash, userId: account.user.id, expiresAt: sql`now() + interval '10 minutes'` });
      return await app().request({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: nextAddress(),
        payload: { token, password },
      });
    } finally {
      await app().ctx.db.delete(users).where(eq(users.id, account.user.id));
    }
  }

  for (const place of ['register', 'change', 'reset']) {
    it.each(refused)(`${place} refuses %s`, async (_name, password, code) => {
      const response = await setBy(place, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: place === 'change' ? 'newPassword' : 'password', code }],
      });
    });
  }

  it('still takes a long passphrase with spaces and no composition rules, at every place', async () => {
    for (const place of ['register', 'change', 'reset']) {
      expect((await setBy(place, 'maria likes quiet harbours')).statusCode, place).toBeLessThan(300);
    }
  });
});

// Issue 16, Medium 9: expired sessions and spent reset links do not pile up.
describe('purging expired sessions and spent reset links', () => {
  it('deletes them in bounded batches until none is left, and keeps what still works', async () => {
    const person = await createUser(app());
    const keptSessions = await app()
      .ctx.db.select()
      .from(sessions)
      .where(eq(sessions.userId, person.user.id));
    for (let i = 0; i < 5; i += 1) {
      await app()
        .ctx.db.insert(sessions)
        .values({
          userId: person.user.id,
          tokenHash: newToken().tokenHash,
          expiresAt: sql`now() - interval '1 minute'`,
        });
    }
    const link = (values: { usedAt?: SQL; expiresAt: SQL }) =>
      app()
        .ctx.db.insert(passwordResets)
        .values({ tokenHash: newToken().tokenHash, userId: person.user.id, ...values });
    await link({ expiresAt: sql`now() - interval '1 minute'` });
    await link({ expiresAt: sql`now() + interval '10 minutes'`, usedAt: sql`now()` });
    await link({ expiresAt: sql`now() - interval '2 minutes'` });
    const { tokenHash: usable } = newToken();
    await app()
      .ctx.db.insert(passwordResets)
      .values({ tokenHash: usable, userId: person.user.id, expiresAt: sql`now() + interval '10 minutes'` });

    // A batch of 2 needs several rounds: the loop must not stop after the first.
    const removed = await purgeExpiredSessions(app().ctx.db, 2);
    expect(removed.sessions).toBeGreaterThanOrEqual(5);
    expect(removed.resetLinks).toBeGreaterThanOrEqual(3);
    const left = await app().ctx.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(left.map((row) => row.id)).toEqual(keptSessions.map((row) => row.id));
    const links = await app()
      .ctx.db.select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, person.user.id));
    expect(links.map((row) => row.tokenHash)).toEqual([usable]);
    expect(
      (await app().request({ method: 'GET', url: '/api/auth/me', token: person.token })).statusCode,
    ).toBe(200);
  });
});
