import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ar from '@zxcvbn-ts/language-ar';
import * as cs from '@zxcvbn-ts/language-cs';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';
import * as ja from '@zxcvbn-ts/language-ja';
import * as pl from '@zxcvbn-ts/language-pl';
import * as pt from '@zxcvbn-ts/language-pt-br';
import {
  PASSWORD_PROBLEMS,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
  type TPasswordContext,
} from '@debut/contract/password-policy';
import { validationError } from '../../platform/errors.ts';

// OWASP's argon2id setting (DESIGN.md §11); argon2id is the library's default algorithm.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The common-password list that also feeds the web app's strength meter (zxcvbn-ts).
const COMMON_PASSWORDS = new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase()));

/**
 * Minimum zxcvbn score (0-4). 3 ("safely unguessable: moderate protection from offline slow-hash
 * scenario") refuses the site's own name, keyboard walks and word-plus-digits forms of the audit's list.
 */
export const MIN_PASSWORD_SCORE = 3;

// Built once: the dictionaries are large, and zxcvbn builds its ranked lists when given them.
// Only the languages zxcvbn-ts publishes a package for (no ru, hu, sv, hi, zh).
const ZXCVBN_OPTIONS: OptionsType = {
  graphs: common.adjacencyGraphs,
  dictionary: {
    ...common.dictionary,
    ...ar.dictionary,
    ...cs.dictionary,
    ...de.dictionary,
    ...en.dictionary,
    ...es.dictionary,
    ...fr.dictionary,
    ...it.dictionary,
    ...ja.dictionary,
    ...pl.dictionary,
    ...pt.dictionary,
    // The product's own name is the first thing guessed against its accounts.
    site: ['debut', 'jobboard', 'job board', 'debut jobs'],
  },
};
const zxcvbn = new ZxcvbnFactory(ZXCVBN_OPTIONS);

/** The account's own words, guessed first: name, e-mail and the part before its @. */
function userInputs(account: Pick<TPasswordContext, 'email' | 'displayName'>): string[] {
  const email = (account.email ?? '').trim().toLowerCase();
  const name = (account.displayName ?? '').trim().toLowerCase();
  return [email, email.split('@')[0] ?? '', name, ...name.split(/\s+/)].filter((word) => word.length > 0);
}

export function isGuessable(
  password: string,
  account: Pick<TPasswordContext, 'email' | 'displayName'>,
): boolean {
  return zxcvbn.check(password, userInputs(account)).score < MIN_PASSWORD_SCORE;
}

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
  const problem =
    passwordProblem(password, { ...account, isCommon: isCommonPassword }) ??
    (isGuessable(password, account) ? PASSWORD_PROBLEMS.tooGuessable : null);
  if (problem) throw validationError(field, problem, PASSWORD_PROBLEM_MESSAGES[problem]);
}
