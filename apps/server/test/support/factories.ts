import { randomUUID } from 'node:crypto';
import type { TUser } from '@debut/contract/users';
import { eq } from 'drizzle-orm';
import { ZCreateJobRequest, type TCreateJobRequest } from '@debut/contract/jobs';
import { emailVerifications, jobs } from '../../src/db/schema.ts';
import { newToken } from '../../src/modules/auth/tokens.ts';
import type { TestApp } from './test-app.ts';
import { presentUser } from '../../src/modules/users/presenter.ts';

export interface TestUser {
  token: string;
  user: TUser;
  email: string;
  password: string;
}

let counter = 0;

/** A registered, signed-in user made through the service (no per-client rate limit in the way). */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ email: string; displayName: string; password: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? `Tr0ub4dor&${counter}-horse`;
  // Without the confirmation mail the route writes: tests that need one register through the API.
  const { token, user } = await t.services.auth.register(
    {
      email,
      password,
      displayName: overrides.displayName ?? `User ${counter}`,
      acceptTerms: true,
      acceptPrivacy: true,
    },
    'en',
    async () => undefined,
  );
  return { token, user: presentUser(user), email, password };
}

/** Confirms a user's e-mail the way the mailed link does: a stored token, spent through the route. */
export async function confirmEmail(t: TestApp, user: { id: string; email: string }): Promise<void> {
  const { token, tokenHash } = newToken();
  await t.ctx.db.insert(emailVerifications).values({
    tokenHash,
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 204) throw new Error(`confirmEmail: ${response.statusCode} ${response.body}`);
}

/** A distinct client address per call, for tests that must not trip the per-client limits. */
let address = 0;
export const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export const MOSCOW = { lat: 55.7558, lng: 37.6173 };

/** A valid job body; any field can be overridden. */
export function jobInput(overrides: Partial<TCreateJobRequest> = {}): TCreateJobRequest {
  return {
    title: 'Barista at a city café',
    description: 'Make coffee, greet guests and keep the bar clean. Training from day one.',
    companyName: 'Coffee Corner',
    category: 'barista',
    address: 'Tverskaya 1, Moscow',
    lat: MOSCOW.lat,
    lng: MOSCOW.lng,
    schedule: 'shift',
    employmentType: 'part_time',
    salary: 45000,
    salaryPeriod: 'monthly',
    paymentFrequency: 'monthly',
    noSpecialRequirements: true,
    ...overrides,
  };
}

/** What the job factories need of an app: a test app or a cluster node's. */
export type JobApp = Pick<TestApp, 'ctx' | 'config' | 'services'>;

export async function createJob(t: JobApp, ownerId: string, overrides: Partial<TCreateJobRequest> = {}) {
  return t.services.jobs.create(ownerId, ZCreateJobRequest.parse(jobInput(overrides)));
}

/**
 * Puts a job live as a verified payment does, without the payment, with a chosen publication time
 * so date ordering is deterministic; it ends LISTING_DAYS from now whatever that time, so the
 * listing-lifetime task never closes a test's job behind its back.
 */
export async function publishJob(t: JobApp, jobId: string, publishedAt = new Date()) {
  const expiresAt = new Date(Date.now() + t.config.listing.days * 86_400_000);
  const [job] = await t.ctx.db
    .update(jobs)
    .set({ status: 'active', published: true, publishedAt, expiresAt, closedReason: null })
    .where(eq(jobs.id, jobId))
    .returning();
  if (!job) throw new Error('no such job');
  return job;
}
