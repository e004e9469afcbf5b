import { describe, expect, it } from 'vitest';
import type { TNotificationSettings } from '@debut/contract/notifications';
import { kindUnsubscribeToken } from '../src/modules/users/notification-settings.ts';
import { createUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// DESIGN.md §14.0: the mails an account gets, and the one-click unsubscribe of every kind.

const app = useTestApp();
const ALL_ON: TNotificationSettings = {
  applicationReceived: true,
  applicationStatus: true,
  messageUnread: true,
  answerDue: true,
  alertDigests: true,
};

const unsubscribe = (token: string, form = true) =>
  app().request({
    method: 'POST',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }
      : {}),
  });

describe('mail settings', () => {
  it('are all on at first, switch one at a time, and refuse what is not a kind', async () => {
    const person = await createUser(app());
    const read = await app().request({
      method: 'GET',
      url: '/api/users/me/notifications',
      token: person.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ settings: ALL_ON });

    const off = await app().request({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      token: person.token,
      payload: { messageUnread: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ settings: { ...ALL_ON, messageUnread: false } });
    const second = await app().request({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      token: person.token,
      payload: { alertDigests: false, messageUnread: true },
    });
    expect(second.json()).toEqual({ settings: { ...ALL_ON, alertDigests: false } });

    for (const payload of [{}, { confirmation: false }, { messageUnread: 'no' }, []]) {
      const refused = await app().request({
        method: 'PATCH',
        url: '/api/users/me/notifications',
        token: person.token,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app().request({ method: 'GET', url: '/api/users/me/notifications' })).statusCode).toBe(401);
  });

  it("unsubscribes one kind in one click signed out, again too, and refuses a forged or another kind's token", async () => {
    const person = await createUser(app());
    const token = await kindUnsubscribeToken(app().ctx.db, 'applicationStatus', person.user.id);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await unsubscribe(token, attempt === 0);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ unsubscribed: 'applicationStatus' });
    }
    const read = await app().request({
      method: 'GET',
      url: '/api/users/me/notifications',
      token: person.token,
    });
    expect(read.json()).toEqual({ settings: { ...ALL_ON, applicationStatus: false } });

    const [kind, userId, signature] = token.split('.');
    for (const bad of [
      `${kind}.${userId}.${signature?.slice(0, -2)}xx`,
      `messageUnread.${userId}.${signature}`,
      `confirmation.${userId}.${signature}`,
      'nonsense',
      'a.b.c.d',
    ]) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    const missing = await app().request({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(400);
  });
});
