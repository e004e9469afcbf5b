import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema.ts';
import type { DomainEvent } from '../src/domain-events.ts';
import { createJob, createUser } from './support/factories.ts';
import { payForJob, requestPublication } from './support/payments.ts';
import { useTestApp, waitFor } from './support/test-app.ts';

// Services announce what happened once their transaction has committed; subscribers do the rest
// (decision 020). These pin the two promises route handlers now rely on.

const app = useTestApp();

function record(type: DomainEvent['type']): DomainEvent[] {
  const seen: DomainEvent[] = [];
  app().ctx.events.on(type, (event) => {
    seen.push(event);
  });
  return seen;
}

const publish = (token: string, jobId: string) => requestPublication(app(), token, jobId);

describe('domain events', () => {
  it('are told after the commit, and a rolled-back action tells nothing', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id, { title: 'Event-sourced barista' });
    const published = record('job.published');
    // What a subscriber reads when it is called: the committed row, seen from another connection.
    const statusSeen: string[] = [];
    app().ctx.events.on('job.published', async (event) => {
      if (event.type !== 'job.published' || event.job.id !== job.id) return;
      const [row] = await app().ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
      statusSeen.push(row?.status ?? 'missing');
    });

    // No payment: the publication's transaction rolls back with 402 and nothing is announced.
    expect((await publish(owner.token, job.id)).statusCode).toBe(402);
    await app().ctx.events.settled();
    expect(published.filter((event) => event.type === 'job.published' && event.job.id === job.id)).toEqual(
      [],
    );

    await payForJob(app(), job.id);
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
    // Publishing again is a no-op and announces nothing a second time.
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);
    await app().ctx.events.settled();
    expect(
      published.filter((event) => event.type === 'job.published' && event.job.id === job.id),
    ).toHaveLength(1);
    expect(statusSeen).toEqual(['active']);
  });

  it('a failing subscriber is logged and neither fails nor undoes the action', async () => {
    const owner = await createUser(app());
    app().ctx.events.on('job.removed', () => {
      throw new Error('subscriber exploded');
    });
    app().ctx.events.on('job.removed', async () => {
      await Promise.reject(new Error('async subscriber exploded'));
    });
    const removed = record('job.removed');
    const job = await createJob(app(), owner.user.id);
    await payForJob(app(), job.id);
    expect((await publish(owner.token, job.id)).statusCode).toBe(200);

    const closed = await app().request({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await app().ctx.events.settled();
    // The subscriber after the failing ones still ran.
    await waitFor(() => removed.find((event) => event.type === 'job.removed' && event.jobId === job.id));
    const [row] = await app().ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe('closed');
  });
});
