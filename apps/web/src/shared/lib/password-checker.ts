import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let checker: ZxcvbnFactory | undefined;
let loading: Promise<ZxcvbnFactory> | undefined;

/** The checker once loaded, else undefined. */
export function loadedPasswordChecker(): ZxcvbnFactory | undefined {
  return checker;
}

/**
 * Loads zxcvbn with the common-password dictionaries the server also uses (DESIGN.md §8).
 * Imported on demand: it is large and must stay out of the login bundle.
 */
export function loadPasswordChecker(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      checker = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      return checker;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
