import { randomUUID } from 'node:crypto';
import type { TUser } from '@debut/contract/users';
import type { TestApp } from './test-app.ts';
import { createAuthService } from '../../src/modules/auth/service.ts';
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
  const { token, user } = await createAuthService(t.ctx).register({
    email,
    password,
    displayName: overrides.displayName ?? `User ${counter}`,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  return { token, user: presentUser(user), email, password };
}

/** A distinct client address per call, for tests that must not trip the per-client limits. */
let address = 0;
export const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
