import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TNotificationEvent } from '@debut/contract/realtime';
import { alertsLive } from '../alerts/live.ts';
import { applicationsLive } from '../applications/live.ts';
import { applicationKeys } from '../applications/applications-api.ts';
import { jobKeys } from '../jobs/job-keys.ts';
import { jobsLive } from '../jobs/live.ts';
import { messageKeys } from '../messages/messages-api.ts';
import { messagesLive } from '../messages/live.ts';
import type { LiveInvalidations } from './live-invalidations.ts';

const ENTITIES: LiveInvalidations[] = [jobsLive, applicationsLive, messagesLive, alertsLive];
const job = { _id: 'j1', id: 'j1', title: 'Barista' };
const person = { _id: 'u1', id: 'u1', displayName: 'Ann' };

/** The query keys that every entity together invalidates for one notification. */
function invalidatedBy(event: TNotificationEvent, pathname = '/jobs'): unknown[] {
  const queryClient = new QueryClient();
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  for (const entity of ENTITIES) entity.notification?.(event, { queryClient, pathname });
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
}

describe('live events invalidate what each entity caches', () => {
  it('an application sent refreshes the job’s applicants and the owner’s list', () => {
    expect(invalidatedBy({ type: 'application.sent', job, applicant: person })).toEqual(
      expect.arrayContaining([jobKeys.my(), applicationKeys.forJob('j1')]),
    );
  });

  it('a status change refreshes the applicant’s own applications only', () => {
    expect(invalidatedBy({ type: 'application.status', job, status: 'invited' })).toEqual([
      applicationKeys.my(),
    ]);
  });

  it('a blocked job refreshes the owner’s list and the job', () => {
    expect(invalidatedBy({ type: 'job.blocked', job, reason: 'spam' })).toEqual([
      jobKeys.my(),
      jobKeys.detail('j1'),
    ]);
  });

  it('a message in the open chat reloads that chat; elsewhere every chat list', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const event = {
      message: { _id: 'm1', threadId: 't1', from: 'u1', text: 'hi', createdAt: '', readAt: null },
      job,
      sender: person,
    };
    messagesLive.message?.(event, { queryClient, pathname: '/chat/j1' });
    messagesLive.message?.(event, { queryClient, pathname: '/jobs' });
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      messageKeys.threadsOfJob('j1'),
      messageKeys.all,
    ]);
  });
});
