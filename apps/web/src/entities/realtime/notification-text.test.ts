import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';

const job = { _id: 'a1b2c3d4-0000-4000-8000-000000000001', title: 'Night courier' };

describe('notificationText for moderation and expiry', () => {
  it('tells the owner why the job was blocked', () => {
    expect(notificationText(i18next.t, { type: 'job.blocked', job, reason: 'Asks for a deposit' })).toBe(
      'Your vacancy “Night courier” was blocked by moderation: Asks for a deposit',
    );
  });

  it('tells the owner the job is visible again', () => {
    expect(notificationText(i18next.t, { type: 'job.unblocked', job })).toBe(
      'Your vacancy “Night courier” is visible again',
    );
  });

  it('tells the owner the job has expired', () => {
    expect(notificationText(i18next.t, { type: 'job.expired', job })).toBe(
      'Your vacancy “Night courier” has expired',
    );
  });
});
