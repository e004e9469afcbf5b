import { describe, expect, it } from 'vitest';
import { nextFromSearch, safeNextPath, withNext } from './return-to.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/jobs/abc')).toBe('/jobs/abc');
    expect(safeNextPath('/payment-result?status=success&jobId=1#top')).toBe(
      '/payment-result?status=success&jobId=1#top',
    );
  });

  it('drops anything that could lead to another site', () => {
    for (const raw of [
      'https://evil.example/jobs',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'jobs/1',
      '/\tjobs',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('never returns to sign-in itself', () => {
    expect(safeNextPath('/login?next=/jobs')).toBeNull();
    expect(safeNextPath('/register')).toBeNull();
    expect(safeNextPath('/select-country')).toBeNull();
    expect(safeNextPath('/login-help')).toBe('/login-help');
  });
});

describe('withNext and nextFromSearch', () => {
  it('carry the page through the query string and back', () => {
    const link = withNext('/login', '/jobs/1?tab=2');
    expect(link).toBe('/login?next=%2Fjobs%2F1%3Ftab%3D2');
    expect(nextFromSearch(link.slice('/login'.length))).toBe('/jobs/1?tab=2');
    expect(withNext('/login', 'https://evil.example')).toBe('/login');
    expect(nextFromSearch('?next=%2F%2Fevil.example')).toBeNull();
  });

  it('leaves out the page sign-in leads to anyway', () => {
    expect(withNext('/select-country', '/jobs')).toBe('/select-country');
  });
});
