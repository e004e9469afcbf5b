import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let checker: ZxcvbnFactory | undefined;
let commonPasswords: ReadonlySet<string> | undefined;
let loading: Promise<ZxcvbnFactory> | undefined;

/** The checker once loaded, else undefined. */
export function loadedPasswordChecker(): ZxcvbnFactory | undefined {
  return checker;
}

/**
 * The common-password lookup of the one password policy (the server's list), once the checker is
 * loaded; before that the form leaves this one rule to the server.
 */
export function loadedCommonPasswordCheck(): ((form: string) => boolean) | undefined {
  const list = commonPasswords;
  return list ? (form) => list.has(form) : undefined;
}

/**
 * Loads zxcvbn with the common-password dictionaries the server also uses (DESIGN.md §8).
 * Imported on demand: it is large and must stay out of the login bundle.
 */
export function loadPasswordChecker(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      checker = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      commonPasswords = new Set(common.dictionary['passwords-common']);
      return checker;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
