import type { TErrorDetail } from '@debut/contract/errors';

/** A non-2xx answer of the API: `message` is the server's `error` text ('' when it sent none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: TErrorDetail[] = [],
    /** When a 429 may be tried again (epoch ms), from its `Retry-After`; undefined when not said. */
    readonly retryAt?: number,
  ) {
    super(message);
  }

  /** Whether a field-level detail with this code came back (e.g. `password_too_common`). */
  hasDetail(code: string, path?: string): boolean {
    return this.details.some(
      (detail) => detail.code === code && (path === undefined || detail.path === path),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
