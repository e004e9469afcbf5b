import type { TClientConfig } from '@debut/contract/config';
import type { TJob } from '@debut/contract/jobs';

let counter = 0;

/** A job as the API presents it; override what a test is about. */
export function makeJob(overrides: Partial<TJob> = {}): TJob {
  counter += 1;
  const id = `a1b2c3d4-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    number: 1000 + counter,
    ownerId: 'c1d2e3f4-0000-4000-8000-000000000009',
    title: `Barista ${counter}`,
    description: 'Make coffee for our guests and keep the bar tidy.',
    salary: 350,
    salaryMax: null,
    salaryCurrency: 'RUB',
    paymentFrequency: 'weekly',
    salaryPeriod: 'hourly',
    monthlySalary: null,
    address: 'Tverskaya 1, Moscow',
    lat: 55.7575,
    lng: 37.6136,
    companyName: 'Coffee Lab',
    companyType: null,
    industry: null,
    category: 'barista',
    categoryOther: null,
    schedule: 'shift',
    employmentType: 'part_time',
    daysPerWeek: null,
    hoursPerDay: null,
    benefits: null,
    requirements: null,
    noSpecialRequirements: true,
    experience: 'none',
    internship: null,
    views: 12,
    status: 'active',
    closedReason: null,
    blockedReason: null,
    published: true,
    publishedAt: '2026-11-01T09:00:00.000Z',
    expiresAt: null,
    createdAt: '2026-10-30T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ownerEmailVerified: false,
    publicUrl: `http://127.0.0.1:3000/vacancies/${1000 + counter}`,
    company: null,
    answerWithinDays: 7,
    applyBy: null,
    questions: [],
    response: null,
    ...overrides,
  };
}

export const testConfig: TClientConfig = {
  price: { amount: 200, currency: 'RUB', approxUsd: 2 },
  listingDays: 30,
  payment: { provider: 'sandbox', donationUrl: '/sandbox/donate' },
  realtime: null,
  // Nothing to fetch in jsdom; the map works without tiles.
  map: { tileUrl: 'data:,{z}{x}{y}', attribution: 'Test tiles' },
  languages: ['en', 'ru'],
  selectorLanguages: ['en', 'ru'],
};
