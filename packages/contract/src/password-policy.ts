import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/**
 * The one password policy (DESIGN.md §8, ASVS 5.0 6.2): 8 to 128 characters, no composition rules,
 * refused when it is one of the passwords attackers try first. The server applies it wherever a
 * password is set (register, change, reset) and the web forms apply the same function before sending.
 */
export const PASSWORD_PROBLEMS = {
  tooShort: 'password_too_short',
  tooLong: 'password_too_long',
  /** Only spaces, one character repeated, or a control character (NUL, escape...): no real password. */
  pattern: 'password_pattern',
  /** The account's own e-mail, its part before the @, or the display name. */
  personal: 'password_personal',
  tooCommon: 'password_too_common',
  /** Scored below the server's zxcvbn threshold: a keyboard walk, a word plus a year, a site name... */
  tooGuessable: 'password_too_guessable',
} as const;
export type TPasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

/** English texts of the problems, as the API words them. */
export const PASSWORD_PROBLEM_MESSAGES: Record<TPasswordProblem, string> = {
  password_too_short: `The password must be at least ${PASSWORD_MIN} characters`,
  password_too_long: `The password must be at most ${PASSWORD_MAX} characters`,
  password_pattern:
    'The password cannot be only spaces or one repeated character, nor hold control characters',
  password_personal: 'The password cannot be your e-mail address or your name',
  password_too_common: 'This password is too common. Choose one that is harder to guess.',
  password_too_guessable: 'This password is too easy to guess. Choose a longer or less predictable one.',
};

export interface TPasswordContext {
  /** The account's e-mail (or the one being registered). */
  email?: string | undefined;
  displayName?: string | undefined;
  /**
   * Whether a lower-case form is on the common-password list; the list is large, so the caller brings
   * it (zxcvbn-ts's passwords-common, on the server and in the web app alike).
   */
  isCommon?: ((password: string) => boolean) | undefined;
}

const CONTROL = /\p{Cc}/u;
// What people put around and inside a common word to make it "strong": digits and signs at the ends
// ("Password1!", "123qwerty") and look-alike characters ("P@ssw0rd"). Undone, the word is looked up.
const ENDS = /^[^\p{L}]{1,4}|[^\p{L}]{1,4}$/gu;
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
const unLeet = (text: string, one: string) =>
  [...text].map((char) => (char === '1' ? one : (LOOK_ALIKES[char] ?? char))).join('');

/** The forms of a password that are looked up in the common-password list. */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(ENDS, '');
  const forms = [lower, core, unLeet(lower, 'i'), unLeet(lower, 'l'), unLeet(core, 'i'), unLeet(core, 'l')];
  // A core of one to three letters is too short to say the password is a common one.
  return [...new Set(forms)].filter((form) => form === lower || form.length >= 4);
}
const normalise = (text: string) => text.trim().toLowerCase();

/** The first rule `password` breaks, or null when it may be used. */
export function passwordProblem(password: string, context: TPasswordContext = {}): TPasswordProblem | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_PROBLEMS.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_PROBLEMS.tooLong;
  if (password.trim() === '' || CONTROL.test(password) || new Set(password).size === 1) {
    return PASSWORD_PROBLEMS.pattern;
  }
  const candidate = normalise(password);
  const email = normalise(context.email ?? '');
  const personal = [email, email.split('@')[0] ?? '', normalise(context.displayName ?? '')];
  if (personal.some((value) => value !== '' && value === candidate)) return PASSWORD_PROBLEMS.personal;
  const isCommon = context.isCommon;
  if (isCommon && commonPasswordForms(password).some((form) => isCommon(form))) {
    return PASSWORD_PROBLEMS.tooCommon;
  }
  return null;
}
