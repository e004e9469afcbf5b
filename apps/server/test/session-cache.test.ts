import { describe, expect, it } from 'vitest';
import { ZUserResponse } from '@debut/contract/users';
import { createSessionCache, type CachedSession } from '../src/modules/auth/session-cache.ts';
import type { AuthUser } from '../src/modules/auth/sessions.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, nextAddress } from './support/factories.ts';

// Issue 21: each node keeps the sessions it has read; every revocation and account change must still
// reach the next request at once. On the embedded database (the default here) the cache is on.
const app = useTestApp();

const entry = (id: string): CachedSession => ({
  user: { id, sessionId: `s-${id}` } as AuthUser,
  expiresAt: Date.now() + 60_000,
  lastUsedAt: Date.now(),
});

describe('the session cache', () => {
  it('never stores a row read before a clear that happened while it was read', () => {
    const cache = createSessionCache({ ttlMs: 60_000, max: 10 });
    const readAt = cache.generation();
    cache.clear();
    cache.set('hash', entry('a'), readAt);
    expect(cache.get('hash')).toBeUndefined();
    cache.set('hash', entry('a'), cache.generation());
    expect(cache.get('hash')?.user.id).toBe('a');
  });

  it('forgets a session past its end, keeps at most its size, and stores nothing when turned off', () => {
    const cache = createSessionCache({ ttlMs: 60_000, max: 2 });
    cache.set('ended', { ...entry('e'), expiresAt: Date.now() - 1 }, cache.generation());
    expect(cache.get('ended')).toBeUndefined();
    for (const id of ['a', 'b', 'c']) cache.set(id, entry(id), cache.generation());
    expect([cache.get('a'), cache.get('b')?.user.id, cache.get('c')?.user.id]).toEqual([undefined, 'b', 'c']);
    const off = createSessionCache({ ttlMs: 0, max: 2 });
    off.set('a', entry('a'), off.generation());
    expect(off.get('a')).toBeUndefined();
  });
});

describe('a cached session', () => {
  const me = (token: string) => app().request({ method: 'GET', url: '/api/auth/me', token });

  it('ends at once when its owner signs out', async () => {
    const person = await createUser(app());
    expect((await me(person.token)).statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(200);
    const out = await app().request({ method: 'POST', url: '/api/auth/logout', token: person.token });
    expect(out.statusCode).toBe(204);
    expect((await me(person.token)).statusCode).toBe(401);
  });

  it('shows a profile change to the very next request', async () => {
    const person = await createUser(app());
    expect((await me(person.token)).statusCode).toBe(200);
    const patched = await app().request({
      method: 'PATCH',
      url: '/api/auth/me',
      token: person.token,
      payload: { language: 'de' },
    });
    expect(patched.statusCode).toBe(200);
    expect(ZUserResponse.parse((await me(person.token)).json()).user.language).toBe('de');
  });

  it('ends at once when an admin blocks the account, and the admin right given from the command line holds at once', async () => {
    const admin = await createUser(app());
    const person = await createUser(app());
    const blockPerson = () =>
      app().request({
        method: 'PUT',
        url: `/api/admin/users/${person.user.id}/block`,
        token: admin.token,
        payload: { blocked: true, reason: 'Fake vacancies' },
      });
    // Both sessions are read (and cached) as an ordinary user's first.
    expect((await blockPerson()).statusCode).toBe(403);
    expect((await me(person.token)).statusCode).toBe(200);
    await app().services.moderation.setAdmin(admin.email, true);
    expect((await blockPerson()).statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(401);
  });

  it('of another device ends at once when the password changes; this one stays signed in', async () => {
    const person = await createUser(app());
    const login = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: person.email, password: person.password },
    });
    const otherToken = (login.json() as { token: string }).token;
    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(200);
    const changed = await app().request({
      method: 'POST',
      url: '/api/auth/change-password',
      token: person.token,
      payload: { currentPassword: person.password, newPassword: 'a brand new long passphrase 7' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await me(person.token)).statusCode).toBe(200);
  });
});
