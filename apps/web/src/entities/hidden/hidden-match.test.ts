import { describe, expect, it } from 'vitest';
import { hidesJob } from './hidden-match.ts';

const item = (id: string) => ({ id, label: id, hiddenAt: '2026-11-29T10:00:00.000Z' });
const none = { jobs: [], companies: [], owners: [] };
const job = { _id: 'job-1', ownerId: 'owner-1', company: { _id: 'company-1' } };

describe('hidesJob', () => {
  it('leaves out a hidden job, every job of a hidden company and of a hidden employer', () => {
    expect(hidesJob(none, job)).toBe(false);
    expect(hidesJob({ ...none, jobs: [item('job-1')] }, job)).toBe(true);
    expect(hidesJob({ ...none, companies: [item('company-1')] }, job)).toBe(true);
    expect(hidesJob({ ...none, owners: [item('owner-1')] }, job)).toBe(true);
  });

  it('keeps the jobs of others, and a job without a company', () => {
    const hidden = { jobs: [item('job-2')], companies: [item('company-2')], owners: [item('owner-2')] };
    expect(hidesJob(hidden, job)).toBe(false);
    expect(hidesJob({ ...none, companies: [item('company-1')] }, { ...job, company: null })).toBe(false);
  });
});
