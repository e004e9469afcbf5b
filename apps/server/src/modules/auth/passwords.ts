import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
  type TPasswordContext,
} from '@debut/contract/password-policy';
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

/**
 * The one password policy of the contract, with the server's common-password list: every place that
 * sets a password (register, change, reset) calls this with the account's e-mail and name.
 */
export function assertPasswordAllowed(
  password: string,
  field: string,
  account: Pick<TPasswordContext, 'email' | 'displayName'>,
): void {
  const problem = passwordProblem(password, { ...account, isCommon: isCommonPassword });
  if (problem) throw validationError(field, problem, PASSWORD_PROBLEM_MESSAGES[problem]);
}
