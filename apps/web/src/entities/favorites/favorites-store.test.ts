import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../auth/session-store.ts';
import { favoritesStore } from './favorites-store.ts';

const A = 'a1b2c3d4-0000-4000-8000-00000000000a';
const B = 'a1b2c3d4-0000-4000-8000-00000000000b';
const stored = () => window.localStorage.getItem('favorites');

describe('favoritesStore', () => {
  beforeEach(() => {
    window.localStorage.clear();
    favoritesStore.reload();
  });

  it('loads the JSON array kept under `favorites`', () => {
    window.localStorage.setItem('favorites', JSON.stringify([A, B, A]));
    favoritesStore.reload();
    expect(favoritesStore.get()).toEqual([A, B]);
  });

  it.each(['not json', '{"a":1}', '42', JSON.stringify([1, null])])('reads %s as empty', (raw) => {
    window.localStorage.setItem('favorites', raw);
    favoritesStore.reload();
    expect(favoritesStore.get()).toEqual([]);
  });

  it('adds when absent and removes when present, saving at once', () => {
    expect(favoritesStore.toggle(A)).toBe(true);
    expect(stored()).toBe(JSON.stringify([A]));
    expect(favoritesStore.toggle(B)).toBe(true);
    expect(favoritesStore.toggle(A)).toBe(false);
    expect(stored()).toBe(JSON.stringify([B]));
  });

  it("replaces with the server's list, never merging", () => {
    favoritesStore.toggle(A);
    favoritesStore.replace([B]);
    expect(favoritesStore.get()).toEqual([B]);
    expect(stored()).toBe(JSON.stringify([B]));
  });

  it('forgets the list when someone signs in or out, so a shared browser carries nothing over', () => {
    favoritesStore.toggle(A);
    session.signIn('tok', {
      _id: 'u1',
      id: 'u1',
      email: 'x@example.com',
      displayName: 'X',
      country: 'RU',
      language: 'en',
      role: 'user',
      emailVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(favoritesStore.get()).toEqual([]);
    favoritesStore.toggle(B);
    session.clear();
    expect(favoritesStore.get()).toEqual([]);
    expect(stored()).toBeNull();
  });
});
