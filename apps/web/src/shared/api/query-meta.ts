import type { ApiError } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | Error;
    mutationMeta: {
      /** A 401 here means wrong credentials, not an expired session (login, register). */
      keepSessionOnUnauthorized?: boolean;
    };
  }
}
