import type { TMyCompany } from '@debut/contract/companies';

let counter = 0;

/** A company as its member sees it, valid against the contract; `overrides` set what a test needs. */
export function makeCompany(overrides: Partial<TMyCompany> = {}): TMyCompany {
  counter += 1;
  const id = `d1e2f3a4-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    slug: `company-${counter}`,
    name: `Company ${counter}`,
    about: '',
    website: null,
    industry: null,
    size: null,
    city: null,
    logoUrl: null,
    verification: 'email',
    jobsCount: 0,
    response: null,
    publicUrl: `http://127.0.0.1:3000/companies/company-${counter}`,
    createdAt: '2026-11-01T09:00:00.000Z',
    role: 'owner',
    ...overrides,
  };
}
