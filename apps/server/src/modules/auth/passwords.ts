import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DETAIL_CODES } from '@debut/contract/errors';
import { validationError } from '../../platform/errors.ts';

// OWASP's argon2id setting (DESIGN.md §11); argon2id is the library's default algorithm.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The common-password list that also feeds the web app's strength meter (zxcvbn-ts).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when no account matches, so timing does not tell. */
const dummyHash = hashPassword('no account has this password: timing equaliser');
export async function burnVerifyTime(password: string): Promise<void> {
  await verifyPassword(await dummyHash, password);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** ASVS 6.2.4: refuse the passwords attackers try first. */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw validationError(
      field,
      DETAIL_CODES.passwordTooCommon,
      'This password is too common. Choose one that is harder to guess.',
    );
  }
}
