import type {
  TAuditEntry,
  TModeratedJob,
  TModeratedUser,
  TOutboxEntry,
  TReport,
} from '@debut/contract/moderation';

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A job as the moderation screens get it; override what a test is about. */
export function makeModeratedJob(overrides: Partial<TModeratedJob> = {}): TModeratedJob {
  counter += 1;
  return {
    _id: nextId('d1d2d3d4'),
    number: 2000 + counter,
    title: `Courier ${counter}`,
    description: 'Deliver parcels around the city centre on foot or by bike. Flexible hours.',
    companyName: 'Fast Feet',
    status: 'active',
    blockedReason: null,
    owner: { _id: 'e1e2e3e4-0000-4000-8000-000000000001', displayName: 'Boris', email: 'boris@example.com' },
    openReports: 1,
    heldForReview: false,
    createdAt: '2026-10-30T09:00:00.000Z',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<TReport> = {}): TReport {
  return {
    _id: nextId('f1f2f3f4'),
    job: makeModeratedJob(),
    reason: 'money',
    text: null,
    reporter: { _id: 'c1d2e3f4-0000-4000-8000-000000000002', displayName: 'Olga' },
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

export function makeModeratedUser(overrides: Partial<TModeratedUser> = {}): TModeratedUser {
  return {
    _id: nextId('a9a8a7a6'),
    email: 'boris@example.com',
    displayName: 'Boris',
    role: 'user',
    blockedAt: null,
    blockedReason: null,
    jobsCount: 2,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    _id: nextId('b9b8b7b6'),
    actor: { _id: 'c1d2e3f4-0000-4000-8000-000000000001', displayName: 'Anna' },
    action: 'job.block',
    targetType: 'job',
    targetId: 'd1d2d3d4-0000-4000-8000-000000000001',
    targetLabel: 'Courier',
    reason: 'Asks for a fee',
    createdAt: '2026-11-21T14:05:00.000Z',
    ...overrides,
  };
}

/** A delivery that ran out of tries, as the Delivery tab gets it. */
export function makeOutboxEntry(overrides: Partial<TOutboxEntry> = {}): TOutboxEntry {
  return {
    id: nextId('a1b2c3d4'),
    topic: 'mail',
    key: 'verify-email:Zm9vYmFyYmF6cXV4…',
    attempts: 8,
    lastError: '421 4.3.2 Service not available',
    createdAt: '2026-11-27T08:00:00.000Z',
    availableAt: '2026-11-27T08:04:00.000Z',
    failedAt: '2026-11-27T08:04:10.000Z',
    recipient: { id: 'c1d2e3f4-0000-4000-8000-000000000003', displayName: 'Fay' },
    ...overrides,
  };
}
