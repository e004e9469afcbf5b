import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { failureOf, normaliseJobId, outcomeOf } from './check-outcome.ts';

const job = { _id: 'j1', number: 1001, status: 'active', published: true, isOwner: false } as const;

describe('check outcomes', () => {
  it('tells published, unpublished and blocked jobs apart', () => {
    expect(outcomeOf(job).kind).toBe('published');
    expect(outcomeOf({ ...job, status: 'draft', published: false }).kind).toBe('unpublished');
    expect(outcomeOf({ ...job, status: 'closed', published: false }).kind).toBe('unpublished');
    expect(outcomeOf({ ...job, status: 'blocked', published: false }).kind).toBe('blocked');
  });

  it('reads only a 404 as "not found"', () => {
    expect(failureOf(new ApiError(404, 'NOT_FOUND', 'Job not found')).kind).toBe('notFound');
    expect(failureOf(new ApiError(429, 'RATE_LIMITED', 'Slow down')).kind).toBe('failed');
    expect(failureOf(new TypeError('Failed to fetch')).kind).toBe('failed');
  });

  it('takes a number, an id or a pasted job link', () => {
    expect(normaliseJobId('  1024 ')).toBe('1024');
    expect(normaliseJobId('https://debut.example/jobs/a1b2?x=1')).toBe('a1b2');
    expect(normaliseJobId('   ')).toBe('');
  });
});
